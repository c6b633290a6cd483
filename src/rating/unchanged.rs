//! What a solving run remembers between its steps (SPEC §3, §5, §7.1: Simplest
//! first with the ER estimate's look at easier steps, and the SHD tally): the
//! techniques whose instances rest on one digit's candidates alone
//! ([`Descriptor::per_digit`](crate::engine::techniques::Descriptor::per_digit):
//! fish, single-digit patterns, X-chains) and that found nothing, with each
//! digit's candidates as they were then.
//!
//! Such a technique has no instance on a digit whose candidates are the same as
//! when it last found nothing, so at its next try only the digits that changed
//! are searched, and none when none did. What it finds, and its choice among
//! that, are then what a search of every digit gives, the others having
//! nothing. A step usually changes a few digits' candidates, so most of these
//! searches are skipped along a long run.

use crate::engine::Position;
use crate::engine::cellset::CellSet;
use crate::engine::digits::{Digit, DigitSet};
use crate::engine::instance::Instance;
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::Context;

/// Per technique: each digit's candidates when it last found nothing, or
/// `None` when it has not been tried since it last found something.
pub struct Unchanged {
    found_nothing: Vec<Option<Vec<CellSet>>>,
}

impl Default for Unchanged {
    /// Nothing remembered yet.
    fn default() -> Unchanged {
        Unchanged {
            found_nothing: vec![None; TechniqueId::ALL.len()],
        }
    }
}

impl Unchanged {
    /// [`Context::chosen`], searching a per-digit technique only on the digits
    /// whose candidates changed since it last found nothing.
    pub fn chosen(&mut self, cx: &Context<'_>, id: TechniqueId) -> Option<Instance> {
        self.search(cx, id, |cx| cx.chosen(id), Option::is_none)
    }

    /// [`Context::find`], searching a per-digit technique only on the digits
    /// whose candidates changed since it last found nothing.
    pub fn find(&mut self, cx: &Context<'_>, id: TechniqueId) -> Vec<Instance> {
        self.search(cx, id, |cx| cx.find(id), Vec::is_empty)
    }

    /// `search` on the digits of `id` that changed (on all of them when `id`
    /// is not per digit), remembering the candidates when it found nothing.
    fn search<R: Default>(
        &mut self,
        cx: &Context<'_>,
        id: TechniqueId,
        search: impl FnOnce(&Context<'_>) -> R,
        nothing: impl Fn(&R) -> bool,
    ) -> R {
        if !id.descriptor().per_digit {
            return search(cx);
        }
        let n = cx.pos.n();
        let all = DigitSet::full(n);
        let slot = &mut self.found_nothing[id.index()];
        let changed = match slot {
            Some(before) => DigitSet::from_digits(
                digits(cx.pos).filter(|&d| before[d as usize - 1] != *cx.digit_cells(d)),
            ),
            None => all,
        };
        if changed.is_empty() {
            return R::default();
        }
        let found = if changed == all {
            search(cx)
        } else {
            cx.on_digits(changed, search)
        };
        match (nothing(&found), slot.as_mut()) {
            (false, _) => *slot = None,
            (true, Some(before)) => {
                for d in changed {
                    before[d as usize - 1] = *cx.digit_cells(d);
                }
            }
            (true, None) => *slot = Some(digits(cx.pos).map(|d| *cx.digit_cells(d)).collect()),
        }
        found
    }
}

/// The digits of the position's board, ascending.
fn digits(pos: &Position) -> impl Iterator<Item = Digit> {
    1..=pos.n() as Digit
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::fixtures::read as puzzle;
    use crate::rating::Scores;
    use crate::rating::strategy::simplest_first;

    /// Hard paths, long stretches of them with fish, single-digit patterns and
    /// chains: top95 #1 to #3 and a forcing-net puzzle.
    const PATHS: [&str; 4] = [
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
        "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....",
        "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....",
    ];

    /// At every position of real paths, each per-digit technique chosen through
    /// the memory is the one a search of every digit chooses, what it finds is
    /// what such a search finds, and the memory does leave digits out.
    #[test]
    fn leaving_out_unchanged_digits_chooses_what_a_full_search_chooses() {
        let per_digit: Vec<TechniqueId> = TechniqueId::ALL
            .into_iter()
            .filter(|t| t.descriptor().per_digit)
            .collect();
        assert!(
            per_digit.len() >= 10,
            "fish, single-digit patterns, X-chains"
        );
        let (mut skipped, mut found) = (0, 0);
        for line in PATHS {
            let start = puzzle(line);
            let run = simplest_first(&start, &Scores::default());
            let mut unchanged = Unchanged::default();
            let mut finding = Unchanged::default();
            for (step, at) in run.positions_of_steps(&start).into_iter().enumerate() {
                let cx = Context::new(&at);
                for &t in &per_digit {
                    let left_out =
                        unchanged.found_nothing[t.index()]
                            .as_ref()
                            .map_or(0, |before| {
                                (1..=at.n() as Digit)
                                    .filter(|&d| before[d as usize - 1] == *cx.digit_cells(d))
                                    .count()
                            });
                    let remembered = unchanged.chosen(&cx, t);
                    let full = Context::new(&at).chosen(t);
                    assert_eq!(remembered, full, "{t} at step {step} of {line}");
                    let every = Context::new(&at).find(t);
                    assert_eq!(finding.find(&cx, t), every, "{t} at step {step} of {line}");
                    found += usize::from(full.is_some());
                    skipped += left_out;
                }
            }
        }
        assert!(found > 0, "the paths have per-digit instances");
        assert!(skipped > 0, "the paths have digits left unchanged");
    }
}
