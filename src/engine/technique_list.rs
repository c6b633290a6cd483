//! The one list of every technique, in table order (SPEC §2, §2.1): each entry
//! names a [`TechniqueId`](super::technique::TechniqueId) variant and the
//! descriptor its own file exports. The list is handed to a macro, so it is
//! written once and read twice: [`super::technique`] makes the id enum from the
//! names alone, and [`super::techniques::registry`] maps each id to its
//! descriptor. Adding a technique is its file plus one line here.
//!
//! The descriptor paths are read only where the registry expands the list,
//! relative to the technique modules it imports.

/// Calls `$callback! { $(#[doc] Variant => descriptor_path,)+ }` with every
/// technique in table order.
macro_rules! technique_list {
    ($callback:ident) => {
        $callback! {
            /// The only candidate left in a cell.
            NakedSingle => singles::NAKED_SINGLE,
            /// The only place left for a digit in a group.
            HiddenSingle => singles::HIDDEN_SINGLE,
            /// A region's candidates for a digit lie in one row or column (pointing).
            LockedCandidates1 => intersections::POINTING,
            /// A row's or column's candidates for a digit lie in one region (claiming).
            LockedCandidates2 => intersections::CLAIMING,
            /// Two digits confined to two cells of a group.
            HiddenPair => subsets::HIDDEN_PAIR,
            /// Three digits confined to three cells of a group.
            HiddenTriple => subsets::HIDDEN_TRIPLE,
            /// Two cells of a group holding only the same two digits.
            NakedPair => subsets::NAKED_PAIR,
            /// Three cells of a group holding only three digits between them.
            NakedTriple => subsets::NAKED_TRIPLE,
            /// Four digits confined to four cells of a group.
            HiddenQuad => subsets::HIDDEN_QUAD,
            /// Four cells of a group holding only four digits between them.
            NakedQuad => subsets::NAKED_QUAD,
            /// A two-line fish.
            XWing => fish::X_WING,
            /// A chain of bivalue cells with the same two digits.
            RemotePair => chains::remote_pair::REMOTE_PAIR,
            /// An X-wing with fins.
            FinnedXWing => finned_fish::FINNED_X_WING,
            /// A region's digit confined to a cross, with a strong link.
            EmptyRectangle => wings::empty_rectangle::EMPTY_RECTANGLE,
            /// Three bivalue cells forming a pivot and two pincers.
            XyWing => wings::xy_wing::XY_WING,
            /// A three-line fish.
            Swordfish => fish::SWORDFISH,
            /// An XY-wing whose pivot also holds the eliminated digit.
            XyzWing => wings::xyz_wing::XYZ_WING,
            /// A swordfish with fins.
            FinnedSwordfish => finned_fish::FINNED_SWORDFISH,
            /// Alternating strong and weak links on one digit.
            XChain => chains::x_chain::X_CHAIN,
            /// A chain of bivalue cells linked by shared digits.
            XyChain => chains::xy_chain::XY_CHAIN,
            /// A four-line fish.
            Jellyfish => fish::JELLYFISH,
            /// A jellyfish with fins.
            FinnedJellyfish => finned_fish::FINNED_JELLYFISH,
            /// An X-chain whose nodes may be groups of cells.
            GroupedXChain => chains::grouped_x_chain::GROUPED_X_CHAIN,
            /// Four cells in two rows, columns and regions that would allow two solutions.
            UniqueRectangle => uniqueness::unique_rectangle::UNIQUE_RECTANGLE,
            /// A unique rectangle seen through conjugate pairs.
            HiddenRectangle => uniqueness::hidden_rectangle::HIDDEN_RECTANGLE,
            /// A deadly rectangle of digits placed by solving.
            AvoidableRectangle => uniqueness::avoidable_rectangle::AVOIDABLE_RECTANGLE,
            /// Every cell bivalue but one: the trivalue cell's odd digit.
            BugPlus1 => uniqueness::bug_plus_1::BUG_PLUS_1,
            /// Two conjugate pairs in parallel lines sharing one end line.
            Skyscraper => single_digit::skyscraper::SKYSCRAPER,
            /// A row pair and a column pair joined in one region.
            TwoStringKite => single_digit::two_string_kite::TWO_STRING_KITE,
            /// Two equal bivalue cells joined by a strong link.
            WWing => wings::w_wing::W_WING,
            /// One digit's conjugate cluster in two colours.
            SimpleColors => single_digit::simple_colors::SIMPLE_COLORS,
            /// Two coloured clusters of one digit.
            MultiColors => single_digit::multi_colors::MULTI_COLORS,
            /// A line-region intersection with two almost locked sets.
            SueDeCoq => als::sue_de_coq::SUE_DE_COQ,
            /// Alternating inference chains and nice loops.
            Aic => chains::aic::AIC,
            /// Two almost locked sets with a restricted common digit.
            AlsXz => als::als_xz::ALS_XZ,
            /// An AIC with grouped nodes.
            GroupedAic => chains::grouped_aic::GROUPED_AIC,
            /// Three almost locked sets joined by two restricted commons.
            AlsXyWing => als::als_xy_wing::ALS_XY_WING,
            /// Almost locked sets linked by restricted commons.
            AlsChain => als::als_chain::ALS_CHAIN,
            /// A stem cell whose every candidate sees an almost locked set.
            DeathBlossom => als::death_blossom::DEATH_BLOSSOM,
            /// Assumptions followed along strong and weak links.
            ForcingChain => forcing::forcing_chain::FORCING_CHAIN,
            /// Assumptions followed with singles re-run at each step.
            ForcingNet => forcing::forcing_net::FORCING_NET,
        }
    };
}

pub(crate) use technique_list;
