//! The typed pattern an instance carries (SPEC §2): what makes it, in the shape of
//! its family — a subset in a group, a fish with its cover lines and fins, a wing
//! with its pivot and pincers, a chain with its ordered links. Each pattern writes
//! its own explanation and names the cells a hint highlights, so a new technique
//! of an existing family needs no new explanation code. The payloads of the
//! families with most to say live beside it: [`als`], [`forcing`] and
//! [`rectangle`].

pub mod als;
pub mod forcing;
pub mod rectangle;

use std::fmt::Write as _;

use super::cellset::Cell;
use super::digits::{Digit, DigitSet, digit_char};
use super::geometry::{Geometry, GroupIndex, GroupKind};
use forcing::{Conclusion, Trail, describe as forcing_text};

/// The shape of one instance.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pattern {
    /// A naked single: the cell's only candidate.
    NakedSingle,
    /// A hidden single: the only place for the digit in the instance's groups.
    HiddenSingle,
    /// A naked or hidden subset in the instance's one group.
    Subset {
        /// Naked (cells hold only these digits) or hidden (digits only in these cells).
        naked: bool,
    },
    /// Locked candidates: the scanned group's digit lies only in the crossing group
    /// (the instance's two groups, in that order).
    Intersection,
    /// A fish on one digit: base lines are the instance's groups.
    Fish {
        /// The cover lines, ascending.
        cover: Vec<GroupIndex>,
        /// Fin cells (a finned fish), ascending; empty for a basic fish.
        fins: Vec<Cell>,
    },
    /// A wing: a pivot cell and pincers; every target sees the pincers (and the
    /// pivot, when it holds the eliminated digit).
    Wing {
        /// The pivot cell.
        pivot: Cell,
        /// The pincer cells, ascending.
        pincers: Vec<Cell>,
        /// The digit removed from cells that see all the cells that can hold it.
        eliminated: Digit,
    },
    /// An empty rectangle: a region whose digit lies on one row and one column of
    /// it, and a conjugate pair on a line crossing that row or column.
    EmptyRectangle {
        /// The region.
        region: GroupIndex,
        /// The row and the column of the region's cross.
        cross: [GroupIndex; 2],
        /// The conjugate pair: the end that sees the cross, then the other end.
        link: [Cell; 2],
    },
    /// A chain of alternating links (or a loop), nodes in order.
    Chain(Chain),
    /// Colouring of one digit's clusters of conjugate pairs: in each cluster
    /// exactly one of its two colours holds the digit.
    Colors {
        /// Each colour's cells, ascending; two colours per cluster, in order.
        colors: Vec<Vec<Cell>>,
        /// Why cells lose the digit, in words (colours named A, B, C, D).
        reason: String,
    },
    /// A forcing chain or net: each branch with the proof of what it shows (its
    /// contradiction, or the common conclusion), and what follows from all of them.
    Forcing {
        /// Each branch, its proof's facts in the order they were derived.
        branches: Vec<Trail>,
        /// What the branches prove together.
        conclusion: Conclusion,
    },
    /// Almost locked sets joined by restricted commons, a death blossom or a Sue
    /// de Coq (SPEC §2.1): every set named by its cells and digits.
    Als(als::AlsPattern),
    /// A rectangle that would allow two solutions (SPEC §2.1): a unique, hidden
    /// or avoidable rectangle, its type saying why the step follows.
    Rectangle {
        /// The four corners, ascending.
        corners: [Cell; 4],
        /// The rectangle's two digits.
        digits: DigitSet,
        /// The technique's type and what it rests on.
        kind: rectangle::RectangleKind,
    },
    /// BUG+1 (SPEC §2.1): every empty cell bivalue but the instance's cell, whose
    /// digit occurs three times in each of its groups.
    Bug {
        /// The cell's row, column and region.
        groups: [GroupIndex; 3],
    },
}

/// A chain: nodes joined by links, read from the first node to the last.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chain {
    /// The nodes in chain order.
    pub nodes: Vec<ChainNode>,
    /// The links between consecutive nodes: `links[i]` joins node `i` and `i + 1`.
    pub links: Vec<Link>,
    /// What the chain proves, in words (e.g. `one of r1c2, r9c7 is 5`).
    pub conclusion: String,
}

/// One node of a chain: a digit in one cell, or in a group of cells of one region
/// lying in one row or column (a grouped node).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChainNode {
    /// The cells, ascending (one for a plain node).
    pub cells: Vec<Cell>,
    /// The digit.
    pub digit: Digit,
}

/// A link of a chain.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Link {
    /// If one end is false the other is true (`=`).
    Strong,
    /// If one end is true the other is false (`-`).
    Weak,
}

impl ChainNode {
    /// A node on one cell.
    pub fn cell(cell: Cell, digit: Digit) -> ChainNode {
        ChainNode {
            cells: vec![cell],
            digit,
        }
    }

    /// Whether the node is a group of two or more cells.
    pub fn is_group(&self) -> bool {
        self.cells.len() > 1
    }

    /// The node as people read it: `r1c2`, or `(r1c2,r1c3)` for a group.
    pub fn name(&self, geo: &Geometry) -> String {
        match self.cells[..] {
            [cell] => geo.cell_name(cell),
            _ => {
                let names: Vec<String> = self.cells.iter().map(|&c| geo.cell_name(c)).collect();
                format!("({})", names.join(","))
            }
        }
    }
}

impl Chain {
    /// Every cell of the chain's nodes, ascending and without repeats.
    pub fn cells(&self) -> Vec<Cell> {
        let mut cells: Vec<Cell> = self.nodes.iter().flat_map(|n| n.cells.clone()).collect();
        cells.sort_unstable();
        cells.dedup();
        cells
    }

    /// How many nodes are groups of cells.
    pub fn grouped_nodes(&self) -> usize {
        self.nodes.iter().filter(|n| n.is_group()).count()
    }

    /// The chain link by link, `=` strong and `-` weak:
    /// `r1c2(5) = r1c7(5) - r4c7(5) = r9c7(5)` reads "if r1c2 is not 5 then r1c7
    /// is 5, so r4c7 is not 5, so r9c7 is 5".
    pub fn links_text(&self, geo: &Geometry) -> String {
        let mut text = String::new();
        for (i, node) in self.nodes.iter().enumerate() {
            if i > 0 {
                let sign = match self.links[i - 1] {
                    Link::Strong => " = ",
                    Link::Weak => " - ",
                };
                text.push_str(sign);
            }
            let _ = write!(text, "{}({})", node.name(geo), digit_char(node.digit));
        }
        text
    }
}

impl Pattern {
    /// The cells a hint highlights besides the instance's pattern cells: fins,
    /// the pivot and pincers, chain nodes, the conjugate pair.
    pub fn extra_cells(&self) -> Vec<Cell> {
        match self {
            Pattern::Fish { fins, .. } => fins.clone(),
            Pattern::Wing { pivot, pincers, .. } => std::iter::once(*pivot)
                .chain(pincers.iter().copied())
                .collect(),
            Pattern::EmptyRectangle { link, .. } => link.to_vec(),
            Pattern::Chain(chain) => chain.cells(),
            Pattern::Colors { colors, .. } => colors.concat(),
            Pattern::Rectangle { corners, kind, .. } => {
                let mut cells = corners.to_vec();
                cells.extend(kind.extra_cells());
                cells
            }
            _ => Vec::new(),
        }
    }

    /// The size *smallest first* compares (SPEC §2), for the patterns whose size
    /// is not their cell count: a chain's nodes (a group counts as one), the
    /// coloured cells, a forcing proof's implications. `None` for the others,
    /// whose size is the instance's pattern cells (all the ALS with the stem).
    pub fn size(&self) -> Option<usize> {
        match self {
            Pattern::Chain(chain) => Some(chain.nodes.len()),
            Pattern::Colors { colors, .. } => Some(colors.iter().map(Vec::len).sum()),
            Pattern::Forcing { branches, .. } => Some(Trail::proof_size(branches)),
            _ => None,
        }
    }

    /// Fin cells (finned fish), counted by the SHD tally.
    pub fn fins(&self) -> &[Cell] {
        match self {
            Pattern::Fish { fins, .. } => fins,
            _ => &[],
        }
    }

    /// Nodes that are groups of cells (grouped chains), counted by the SHD tally.
    pub fn grouped_nodes(&self) -> usize {
        match self {
            Pattern::Chain(chain) => chain.grouped_nodes(),
            _ => 0,
        }
    }

    /// What the pattern is, in words, between the technique's name and the step:
    /// the part of `Naked pair {3,7} in row 4 (r4c2, r4c8)` after the name.
    pub fn describe(&self, geo: &Geometry, what: &Described<'_>) -> String {
        let Described {
            digits,
            groups,
            cells,
        } = *what;
        let digits_text = digits_text(digits);
        let cell_text = names(geo, cells);
        match self {
            Pattern::NakedSingle => {
                format!("in {cell_text}: {digits_text} is its only candidate")
            }
            Pattern::HiddenSingle => format!(
                "{digits_text} in {}: the only place is {cell_text}",
                group_list(geo, groups)
            ),
            Pattern::Subset { .. } => {
                format!("{digits_text} in {} ({cell_text})", group_list(geo, groups))
            }
            Pattern::Intersection => match groups {
                [scanned, crossing] => format!(
                    ": {digits_text} in {} lies only in {} ({cell_text})",
                    geo.group_name(*scanned),
                    geo.group_name(*crossing),
                ),
                _ => format!("{digits_text} ({cell_text})"),
            },
            Pattern::Fish { cover, fins } => {
                let mut text = format!(
                    "{digits_text} in {} and {} ({cell_text}",
                    group_list(geo, groups),
                    group_list(geo, cover)
                );
                if !fins.is_empty() {
                    let label = if fins.len() == 1 { "fin" } else { "fins" };
                    let _ = write!(text, "; {label} {}", names(geo, fins));
                }
                text.push(')');
                text
            }
            Pattern::Wing {
                pivot,
                pincers,
                eliminated,
            } => format!(
                "{digits_text}: pivot {} with pincers {}; one of them is {}",
                geo.cell_name(*pivot),
                names(geo, pincers),
                digit_char(*eliminated)
            ),
            Pattern::EmptyRectangle {
                region,
                cross,
                link,
            } => {
                let line = if geo.row_of(link[0]) == geo.row_of(link[1]) {
                    geo.row_of(link[0])
                } else {
                    geo.n() + geo.col_of(link[0])
                };
                format!(
                    "{digits_text}: in {} it lies only on {} and {}, and {}, {} are its only places in {}",
                    geo.group_name(*region),
                    geo.group_name(cross[0]),
                    geo.group_name(cross[1]),
                    geo.cell_name(link[0]),
                    geo.cell_name(link[1]),
                    geo.group_name(line),
                )
            }
            Pattern::Chain(chain) => format!(
                "on {digits_text}: {}; {}",
                chain.links_text(geo),
                chain.conclusion
            ),
            Pattern::Colors { colors, reason } => {
                let named: Vec<String> = colors
                    .iter()
                    .zip('A'..)
                    .map(|(cells, name)| format!("{name} = {}", names(geo, cells)))
                    .collect();
                format!("on {digits_text}: {}; {reason}", named.join("; "))
            }
            Pattern::Forcing {
                branches,
                conclusion,
            } => {
                // A group's places of one digit are named as such, a cell's
                // candidates by the cell, one broken candidate as itself.
                let source = match (groups, conclusion) {
                    ([group], _) => format!(
                        "every place of {digits_text} in {} ({cell_text})",
                        geo.group_name(*group)
                    ),
                    (_, Conclusion::NotSo(c)) => {
                        format!("{cell_text}={}", digit_char(c.digit))
                    }
                    _ => format!("every candidate of {cell_text}"),
                };
                let lines = forcing_text(geo, branches, conclusion, groups.first().copied());
                format!("from {source}:\n{lines}")
            }
            Pattern::Als(als) => als.describe(geo),
            Pattern::Rectangle {
                corners,
                digits,
                kind,
            } => kind.describe(geo, corners, *digits),
            Pattern::Bug { groups } => format!(
                ": every empty cell but {cell_text} has two candidates, and {digits_text} \
                 occurs three times in {}, {} and {}; without it there every digit would \
                 occur twice in every group, which gives two solutions or none",
                geo.group_name(groups[0]),
                geo.group_name(groups[1]),
                geo.group_name(groups[2])
            ),
        }
    }
}

/// The parts of an instance a pattern's description reads.
#[derive(Copy, Clone, Debug)]
pub struct Described<'a> {
    /// The instance's digits.
    pub digits: DigitSet,
    /// The instance's groups (key order).
    pub groups: &'a [GroupIndex],
    /// The instance's pattern cells.
    pub cells: &'a [Cell],
}

/// Cells as people read them: `r4c2, r4c8`.
pub fn names(geo: &Geometry, cells: &[Cell]) -> String {
    let names: Vec<String> = cells.iter().map(|&c| geo.cell_name(c)).collect();
    names.join(", ")
}

fn digits_text(digits: DigitSet) -> String {
    match digits.single_digit() {
        Some(d) => digit_char(d).to_string(),
        None => digits.to_string(),
    }
}

/// Groups as people read them: `row 4`, `row 2 and box 3`, or for several lines of
/// one kind `rows 2, 7`.
pub fn group_list(geo: &Geometry, groups: &[GroupIndex]) -> String {
    let n = geo.n();
    let same_kind = groups
        .windows(2)
        .all(|w| geo.group_kind(w[0]) == geo.group_kind(w[1]));
    if groups.len() > 1 && same_kind {
        let plural = match geo.group_kind(groups[0]) {
            GroupKind::Row => "rows",
            GroupKind::Column => "columns",
            GroupKind::Region if geo.is_jigsaw() => "regions",
            GroupKind::Region => "boxes",
        };
        let numbers: Vec<String> = groups.iter().map(|g| (g % n + 1).to_string()).collect();
        return format!("{plural} {}", numbers.join(", "));
    }
    let names: Vec<String> = groups.iter().map(|&g| geo.group_name(g)).collect();
    names.join(" and ")
}
