//! The technique registry (SPEC §2, with the SHD data of §5): the 23 technique ids
//! in table order with their stable string ids, names, SourGumdrop default scores,
//! Sudoku-Help+ rules (name, class, pattern points) and whether a finder exists.
//!
//! Strategies, ratings, score files and the UI all read this table; the finders in
//! [`super::techniques`] are dispatched by [`TechniqueId`].

use std::fmt;

/// One human-style technique, in the table order of SPEC §2.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TechniqueId {
    /// The only candidate left in a cell.
    NakedSingle,
    /// The only place left for a digit in a group.
    HiddenSingle,
    /// Two digits confined to two cells of a group.
    HiddenPair,
    /// Three digits confined to three cells of a group.
    HiddenTriple,
    /// A region's candidates for a digit lie in one row or column (pointing).
    LockedCandidates1,
    /// A row's or column's candidates for a digit lie in one region (claiming).
    LockedCandidates2,
    /// Two cells of a group holding only the same two digits.
    NakedPair,
    /// Three cells of a group holding only three digits between them.
    NakedTriple,
    /// Four digits confined to four cells of a group.
    HiddenQuad,
    /// Four cells of a group holding only four digits between them.
    NakedQuad,
    /// A two-line fish.
    XWing,
    /// A chain of bivalue cells with the same two digits.
    RemotePair,
    /// An X-wing with fins.
    FinnedXWing,
    /// A region's digit confined to a cross, with a strong link.
    EmptyRectangle,
    /// Three bivalue cells forming a pivot and two pincers.
    XyWing,
    /// A three-line fish.
    Swordfish,
    /// An XY-wing whose pivot also holds the eliminated digit.
    XyzWing,
    /// A swordfish with fins.
    FinnedSwordfish,
    /// Alternating strong and weak links on one digit.
    XChain,
    /// A chain of bivalue cells linked by shared digits.
    XyChain,
    /// A four-line fish.
    Jellyfish,
    /// A jellyfish with fins.
    FinnedJellyfish,
    /// An X-chain whose nodes may be groups of cells.
    GroupedXChain,
}

/// The Sudoku-Help+ class of a rule (SPEC §5).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ShdClass {
    /// Singles: 1 point per iteration plus 1 per cell solved.
    Novice,
    /// 1 point per elimination.
    Player,
    /// 2 points per elimination.
    Expert,
    /// 3 points per elimination.
    Master,
}

impl ShdClass {
    /// The class name as SPEC §11 writes it.
    pub fn name(self) -> &'static str {
        match self {
            ShdClass::Novice => "Novice",
            ShdClass::Player => "Player",
            ShdClass::Expert => "Expert",
            ShdClass::Master => "Master",
        }
    }

    /// Points per elimination for elimination rules (Novice rules eliminate nothing).
    pub fn weight(self) -> u32 {
        match self {
            ShdClass::Novice => 0,
            ShdClass::Player => 1,
            ShdClass::Expert => 2,
            ShdClass::Master => 3,
        }
    }
}

/// How an SHD rule's pattern points are counted (the §2 table's last column).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PatternPoints {
    /// Novice rules: 1 per iteration plus 1 per cell solved, no pattern points.
    Novice,
    /// A fixed number of points whatever the pattern's cell count.
    Fixed(u32),
    /// One point per pattern cell (Intersect Reject; chains: cells in the chain).
    PatternCells,
    /// A fixed number plus one per fin cell (blocked gridlocks).
    FixedPlusFins(u32),
    /// Cells in the chain plus one per grouped node, at most two.
    ChainCellsPlusGroups,
}

/// One Sudoku-Help+ rule, in the processing order of SPEC §5.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ShdRule {
    /// Hidden singles in regions.
    OnlySpotBoxes,
    /// Hidden singles in rows.
    OnlySpotRows,
    /// Hidden singles in columns.
    OnlySpotCols,
    /// Naked singles.
    OnlyValue,
    /// Locked candidates of both types.
    IntersectReject,
    /// Naked pairs.
    LockedPairs,
    /// Naked triples.
    LockedTriples,
    /// Naked quads.
    LockedQuads,
    /// Hidden pairs.
    HiddenPairs,
    /// Hidden triples.
    HiddenTriples,
    /// Hidden quads.
    HiddenQuads,
    /// X-wings.
    Gridlock2x2,
    /// Swordfish.
    Gridlock3x3,
    /// Jellyfish.
    Gridlock4x4,
    /// XY-wings.
    XyZap,
    /// Remote pairs.
    PairChains,
    /// X-chains.
    SingleValueChains,
    /// XY-chains.
    MultiValueChains,
    /// XYZ-wings.
    XyzWings,
    /// Empty rectangles.
    Hinge,
    /// Finned X-wings.
    BlockedGridlock2x2,
    /// Finned swordfish.
    BlockedGridlock3x3,
    /// Finned jellyfish.
    BlockedGridlock4x4,
    /// Grouped X-chains.
    BlockedSingleValueChains,
}

impl ShdRule {
    /// Every rule in the processing order of SPEC §5.
    pub const ALL: [ShdRule; 24] = [
        ShdRule::OnlySpotBoxes,
        ShdRule::OnlySpotRows,
        ShdRule::OnlySpotCols,
        ShdRule::OnlyValue,
        ShdRule::IntersectReject,
        ShdRule::LockedPairs,
        ShdRule::LockedTriples,
        ShdRule::LockedQuads,
        ShdRule::HiddenPairs,
        ShdRule::HiddenTriples,
        ShdRule::HiddenQuads,
        ShdRule::Gridlock2x2,
        ShdRule::Gridlock3x3,
        ShdRule::Gridlock4x4,
        ShdRule::XyZap,
        ShdRule::PairChains,
        ShdRule::SingleValueChains,
        ShdRule::MultiValueChains,
        ShdRule::XyzWings,
        ShdRule::Hinge,
        ShdRule::BlockedGridlock2x2,
        ShdRule::BlockedGridlock3x3,
        ShdRule::BlockedGridlock4x4,
        ShdRule::BlockedSingleValueChains,
    ];

    /// The rule's name as SPEC §11 writes it ("Gridlock" spelled out).
    pub fn name(self) -> &'static str {
        self.data().0
    }

    /// The rule's class.
    pub fn class(self) -> ShdClass {
        self.data().1
    }

    /// How the rule's pattern points are counted.
    pub fn points(self) -> PatternPoints {
        self.data().2
    }

    /// The techniques whose instances this rule applies.
    pub fn techniques(self) -> &'static [TechniqueId] {
        use TechniqueId as T;
        match self {
            ShdRule::OnlySpotBoxes | ShdRule::OnlySpotRows | ShdRule::OnlySpotCols => {
                &[T::HiddenSingle]
            }
            ShdRule::OnlyValue => &[T::NakedSingle],
            ShdRule::IntersectReject => &[T::LockedCandidates1, T::LockedCandidates2],
            ShdRule::LockedPairs => &[T::NakedPair],
            ShdRule::LockedTriples => &[T::NakedTriple],
            ShdRule::LockedQuads => &[T::NakedQuad],
            ShdRule::HiddenPairs => &[T::HiddenPair],
            ShdRule::HiddenTriples => &[T::HiddenTriple],
            ShdRule::HiddenQuads => &[T::HiddenQuad],
            ShdRule::Gridlock2x2 => &[T::XWing],
            ShdRule::Gridlock3x3 => &[T::Swordfish],
            ShdRule::Gridlock4x4 => &[T::Jellyfish],
            ShdRule::XyZap => &[T::XyWing],
            ShdRule::PairChains => &[T::RemotePair],
            ShdRule::SingleValueChains => &[T::XChain],
            ShdRule::MultiValueChains => &[T::XyChain],
            ShdRule::XyzWings => &[T::XyzWing],
            ShdRule::Hinge => &[T::EmptyRectangle],
            ShdRule::BlockedGridlock2x2 => &[T::FinnedXWing],
            ShdRule::BlockedGridlock3x3 => &[T::FinnedSwordfish],
            ShdRule::BlockedGridlock4x4 => &[T::FinnedJellyfish],
            ShdRule::BlockedSingleValueChains => &[T::GroupedXChain],
        }
    }

    fn data(self) -> (&'static str, ShdClass, PatternPoints) {
        use PatternPoints as P;
        use ShdClass as C;
        match self {
            ShdRule::OnlySpotBoxes => ("Only Spot Boxes", C::Novice, P::Novice),
            ShdRule::OnlySpotRows => ("Only Spot Rows", C::Novice, P::Novice),
            ShdRule::OnlySpotCols => ("Only Spot Cols", C::Novice, P::Novice),
            ShdRule::OnlyValue => ("Only Value", C::Novice, P::Novice),
            ShdRule::IntersectReject => ("Intersect Reject", C::Player, P::PatternCells),
            ShdRule::LockedPairs => ("Locked Pairs", C::Player, P::Fixed(2)),
            ShdRule::LockedTriples => ("Locked Triples", C::Player, P::Fixed(3)),
            ShdRule::LockedQuads => ("Locked Quads", C::Player, P::Fixed(4)),
            ShdRule::HiddenPairs => ("Hidden Pairs", C::Expert, P::Fixed(2)),
            ShdRule::HiddenTriples => ("Hidden Triples", C::Expert, P::Fixed(3)),
            ShdRule::HiddenQuads => ("Hidden Quads", C::Expert, P::Fixed(4)),
            ShdRule::Gridlock2x2 => ("2x2 Gridlock", C::Expert, P::Fixed(4)),
            ShdRule::Gridlock3x3 => ("3x3 Gridlock", C::Expert, P::Fixed(9)),
            ShdRule::Gridlock4x4 => ("4x4 Gridlock", C::Expert, P::Fixed(16)),
            ShdRule::XyZap => ("XY-Zap", C::Expert, P::Fixed(3)),
            ShdRule::PairChains => ("Pair Chains", C::Expert, P::PatternCells),
            ShdRule::SingleValueChains => ("Single Value Chains", C::Expert, P::PatternCells),
            ShdRule::MultiValueChains => ("Multi Value Chains", C::Expert, P::PatternCells),
            ShdRule::XyzWings => ("XYZ-Wings", C::Master, P::Fixed(3)),
            ShdRule::Hinge => ("Hinge", C::Master, P::Fixed(7)),
            ShdRule::BlockedGridlock2x2 => ("Blocked Gridlock 2x2", C::Master, P::FixedPlusFins(4)),
            ShdRule::BlockedGridlock3x3 => ("Blocked Gridlock 3x3", C::Master, P::FixedPlusFins(9)),
            ShdRule::BlockedGridlock4x4 => {
                ("Blocked Gridlock 4x4", C::Master, P::FixedPlusFins(16))
            }
            ShdRule::BlockedSingleValueChains => (
                "Blocked Single Value Chains",
                C::Master,
                P::ChainCellsPlusGroups,
            ),
        }
    }
}

/// One row of the §2 table.
struct Entry {
    id: &'static str,
    name: &'static str,
    score: Option<u32>,
    has_finder: bool,
}

const fn entry(id: &'static str, name: &'static str, score: u32, has_finder: bool) -> Entry {
    Entry {
        id,
        name,
        score: Some(score),
        has_finder,
    }
}

/// The §2 table in order; `score: None` marks the automatic naked single.
const TABLE: [Entry; 23] = [
    Entry {
        id: "naked_single",
        name: "Naked single",
        score: None,
        has_finder: true,
    },
    entry("hidden_single", "Hidden single", 1, true),
    entry("hidden_pair", "Hidden pair", 2, true),
    entry("hidden_triple", "Hidden triple", 2, true),
    entry(
        "locked_candidates_1",
        "Locked candidates 1 (pointing)",
        2,
        true,
    ),
    entry(
        "locked_candidates_2",
        "Locked candidates 2 (claiming)",
        2,
        true,
    ),
    entry("naked_pair", "Naked pair", 3, true),
    entry("naked_triple", "Naked triple", 4, true),
    entry("hidden_quad", "Hidden quad", 5, true),
    entry("naked_quad", "Naked quad", 7, true),
    entry("x_wing", "X-wing", 9, true),
    entry("remote_pair", "Remote pair", 10, false),
    entry("finned_x_wing", "Finned X-wing", 10, false),
    entry("empty_rectangle", "Empty rectangle", 10, false),
    entry("xy_wing", "XY-wing", 11, false),
    entry("swordfish", "Swordfish", 12, true),
    entry("xyz_wing", "XYZ-wing", 13, false),
    entry("finned_swordfish", "Finned swordfish", 14, false),
    entry("x_chain", "X-chain", 16, false),
    entry("xy_chain", "XY-chain", 18, false),
    entry("jellyfish", "Jellyfish", 20, true),
    entry("finned_jellyfish", "Finned jellyfish", 22, false),
    entry("grouped_x_chain", "Grouped X-chain", 22, false),
];

impl TechniqueId {
    /// Every technique in the table order of SPEC §2.
    pub const ALL: [TechniqueId; 23] = [
        TechniqueId::NakedSingle,
        TechniqueId::HiddenSingle,
        TechniqueId::HiddenPair,
        TechniqueId::HiddenTriple,
        TechniqueId::LockedCandidates1,
        TechniqueId::LockedCandidates2,
        TechniqueId::NakedPair,
        TechniqueId::NakedTriple,
        TechniqueId::HiddenQuad,
        TechniqueId::NakedQuad,
        TechniqueId::XWing,
        TechniqueId::RemotePair,
        TechniqueId::FinnedXWing,
        TechniqueId::EmptyRectangle,
        TechniqueId::XyWing,
        TechniqueId::Swordfish,
        TechniqueId::XyzWing,
        TechniqueId::FinnedSwordfish,
        TechniqueId::XChain,
        TechniqueId::XyChain,
        TechniqueId::Jellyfish,
        TechniqueId::FinnedJellyfish,
        TechniqueId::GroupedXChain,
    ];

    /// The position in the §2 table (0 = naked single).
    pub fn index(self) -> usize {
        self as usize
    }

    fn entry(self) -> &'static Entry {
        &TABLE[self.index()]
    }

    /// The stable string id used in score files and JSON, e.g. `x_wing`.
    pub fn id(self) -> &'static str {
        self.entry().id
    }

    /// The technique for a string id, if there is one.
    pub fn from_id(id: &str) -> Option<TechniqueId> {
        TechniqueId::ALL.into_iter().find(|t| t.id() == id)
    }

    /// The name people read, e.g. `Locked candidates 1 (pointing)`.
    pub fn name(self) -> &'static str {
        self.entry().name
    }

    /// The SourGumdrop default score; `None` for the naked single, which is automatic.
    pub fn default_score(self) -> Option<u32> {
        self.entry().score
    }

    /// Whether a finder exists yet; techniques without one never find an instance.
    pub fn has_finder(self) -> bool {
        self.entry().has_finder
    }

    /// The SHD rules that apply this technique (three for the hidden single).
    pub fn shd_rules(self) -> Vec<ShdRule> {
        ShdRule::ALL
            .into_iter()
            .filter(|r| r.techniques().contains(&self))
            .collect()
    }

    /// The scored techniques (all but the naked single) in Simplest-first order for
    /// the given scores: score ascending, ties by table order, score 0 left out.
    pub fn simplest_first(score: impl Fn(TechniqueId) -> u32) -> Vec<TechniqueId> {
        let mut order: Vec<TechniqueId> = TechniqueId::ALL
            .into_iter()
            .filter(|&t| t != TechniqueId::NakedSingle && score(t) > 0)
            .collect();
        order.sort_by_key(|&t| (score(t), t.index()));
        order
    }

    /// The Simplest-first order under the default scores.
    pub fn default_order() -> Vec<TechniqueId> {
        TechniqueId::simplest_first(|t| t.default_score().unwrap_or(0))
    }
}

impl fmt::Display for TechniqueId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_follow_the_table() {
        for (i, t) in TechniqueId::ALL.into_iter().enumerate() {
            assert_eq!(t.index(), i);
            assert_eq!(TechniqueId::from_id(t.id()), Some(t));
        }
        assert_eq!(TechniqueId::from_id("x_wing"), Some(TechniqueId::XWing));
        assert_eq!(TechniqueId::from_id("nope"), None);
        assert_eq!(TechniqueId::HiddenQuad.default_score(), Some(5));
        assert_eq!(TechniqueId::NakedSingle.default_score(), None);
        assert!(!TechniqueId::XyWing.has_finder());
    }

    #[test]
    fn default_order_sorts_by_score_then_table() {
        let order = TechniqueId::default_order();
        let ids: Vec<&str> = order.iter().take(7).map(|t| t.id()).collect();
        assert_eq!(
            ids,
            [
                "hidden_single",
                "hidden_pair",
                "hidden_triple",
                "locked_candidates_1",
                "locked_candidates_2",
                "naked_pair",
                "naked_triple"
            ]
        );
        // Remote pair, finned X-wing and empty rectangle share 10: table order.
        let tens: Vec<_> = order
            .iter()
            .filter(|t| t.default_score() == Some(10))
            .collect();
        assert_eq!(
            tens,
            [
                &TechniqueId::RemotePair,
                &TechniqueId::FinnedXWing,
                &TechniqueId::EmptyRectangle
            ]
        );
        assert_eq!(order.len(), 22);
    }

    #[test]
    fn shd_rules_map_back_to_techniques() {
        assert_eq!(
            TechniqueId::HiddenSingle.shd_rules(),
            [
                ShdRule::OnlySpotBoxes,
                ShdRule::OnlySpotRows,
                ShdRule::OnlySpotCols
            ]
        );
        assert_eq!(
            TechniqueId::LockedCandidates2.shd_rules(),
            [ShdRule::IntersectReject]
        );
        for t in TechniqueId::ALL {
            assert!(!t.shd_rules().is_empty(), "{t} has no SHD rule");
        }
        assert_eq!(ShdRule::Gridlock3x3.name(), "3x3 Gridlock");
        assert_eq!(
            ShdRule::BlockedGridlock2x2.points(),
            PatternPoints::FixedPlusFins(4)
        );
        assert_eq!(ShdRule::Hinge.class().weight(), 3);
    }
}
