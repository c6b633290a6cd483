//! Technique ids and the Sudoku-Help+ rules (SPEC §2, §5): the [`TechniqueId`]
//! enum, made from the one list in [`super::technique_list`], and the 24 SHD
//! rules in processing order with their names, classes and pattern points.
//!
//! Strategies, ratings, score files and the UI all read these. What an id reads
//! from its technique's descriptor (string id, name, default score, SHD rules)
//! is in [`super::techniques::registry`], which knows the technique files; this
//! module knows none of them.

use super::technique_list::technique_list;

macro_rules! id_enum {
    ($($(#[$doc:meta])* $variant:ident => $descriptor:path,)+) => {
        /// One human-style technique, in the table order of SPEC §2 then §2.1.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum TechniqueId {
            $($(#[$doc])* $variant,)+
        }

        impl TechniqueId {
            /// Every technique in table order.
            pub const ALL: [TechniqueId; [$(TechniqueId::$variant),+].len()] =
                [$(TechniqueId::$variant),+];
        }
    };
}

technique_list!(id_enum);

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

impl TechniqueId {
    /// The position in the technique list (0 = naked single).
    pub fn index(self) -> usize {
        self as usize
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
}
