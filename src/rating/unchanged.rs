//! What a solving run remembers between its steps (SPEC §3, §5, §7.1: Simplest
//! first with the ER estimate's look at easier steps, and the SHD tally): the
//! techniques whose instances rest on part of the position
//! ([`Locality`]) and that found nothing, with that part as it was then.
//!
//! - A [`Locality::Digit`] technique (locked candidates, fish, single-digit
//!   patterns, X-chains) has no instance on a digit whose candidates are the
//!   same as when it last found nothing, so at its next try only the digits
//!   that changed are searched, and none when none did.
//! - A [`Locality::Crossing`] technique (Sue de Coq) has none at a crossing of
//!   a line and a region whose cells' candidates are the same, so only the
//!   crossings holding a changed cell are searched.
//! - A [`Locality::Group`] technique (naked and hidden subsets) has none in a
//!   group whose cells' candidates are the same, so only the groups holding a
//!   changed cell are searched.
//! - A [`Locality::Cells`] technique (ALS-XZ, ALS-XY-wing, death blossom)
//!   has no new instance among patterns whose cells' candidates are the
//!   same, so only patterns holding a changed cell are searched.
//! - A [`Locality::Bivalue`] technique (XY-wing, remote pair, XY-chain) has
//!   none while the bivalue cells are the same, with the same candidates, so
//!   it is searched again only when one of them changed.
//!
//! What it finds, and its choice among that, are then what a whole search
//! gives, the rest having nothing. A step usually changes a few digits' and
//! cells' candidates, so most of these searches are skipped along a long run.
//!
//! Every instance of a [`Locality::Digit`] technique (what
//! [`Unchanged::visit_found`] shows the SHD tally's sweeps and the ER estimate,
//! which read them where they are kept) is also kept per
//! digit, found or not: on a digit whose candidates did not change the
//! instances are the same, so only the changed digits are searched again and
//! the others' instances are taken as they were. Canonical order puts the
//! digit first, so the instances of all digits, digit by digit, are in the
//! order a whole search gives.

use crate::engine::cellset::{Cell, CellSet};
use crate::engine::digits::{DigitSet, MAX_N};
use crate::engine::instance::Instance;
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::{Context, Locality};

/// Per technique: its part of the position when it last found nothing, or
/// `None` when it has not been tried since it last found something.
pub struct Unchanged {
    found_nothing: Vec<Option<Snapshot>>,
    /// Per [`Locality::Digit`] technique: what [`Unchanged::visit_found`] last showed
    /// on each digit, or `None` before its first search.
    found_by_digit: Vec<Option<ByDigit>>,
}

/// A digit-local technique's instances on each digit (index `d - 1`), with the
/// digits' places ([`row_places`]) when they were found.
#[derive(Clone)]
struct ByDigit {
    places: Vec<u32>,
    instances: Vec<Vec<Instance>>,
}

/// The part of a position a technique's instances rest on.
#[derive(Clone)]
enum Snapshot {
    /// Each digit's places in each row ([`Locality::Digit`], [`row_places`]).
    Digits(Vec<u32>),
    /// Each cell's candidates ([`Locality::Crossing`], [`Locality::Cells`],
    /// [`Locality::Group`]).
    Cells(Vec<DigitSet>),
    /// Each bivalue cell's candidates, an empty set for the other cells
    /// ([`Locality::Bivalue`]).
    Bivalue(Vec<DigitSet>),
}

impl Default for Unchanged {
    /// Nothing remembered yet.
    fn default() -> Unchanged {
        Unchanged {
            found_nothing: vec![None; TechniqueId::ALL.len()],
            found_by_digit: vec![None; TechniqueId::ALL.len()],
        }
    }
}

/// What changed since a snapshot: the digits or the cells to search again.
enum Changed {
    Everything,
    Nothing,
    Digits(DigitSet),
    Cells(CellSet),
}

impl Unchanged {
    /// [`Context::chosen`], searching a technique only where the position
    /// changed since it last found nothing.
    pub fn chosen(&mut self, cx: &Context<'_>, id: TechniqueId) -> Option<Instance> {
        self.search(cx, id, |cx| cx.chosen(id), Option::is_none)
    }

    /// Shows `visit` each instance [`Context::find`] gives, in its order,
    /// searching a technique only where the position changed since it last
    /// found nothing, and a [`Locality::Digit`] technique only on the digits
    /// that changed since its last search. The instances kept per digit are
    /// not copied: the SHD tally's sweeps and the ER estimate read a few of
    /// many.
    pub fn visit_found(
        &mut self,
        cx: &Context<'_>,
        id: TechniqueId,
        mut visit: impl FnMut(&Instance),
    ) {
        if id.descriptor().locality == Locality::Digit {
            return self.visit_found_by_digit(cx, id, &mut visit);
        }
        self.search(cx, id, |cx| cx.find(id), Vec::is_empty)
            .iter()
            .for_each(visit);
    }

    /// [`Self::visit_found`] of a [`Locality::Digit`] technique: the digits
    /// whose candidates changed since its last search are searched, and the
    /// others' instances are those it found then.
    fn visit_found_by_digit(
        &mut self,
        cx: &Context<'_>,
        id: TechniqueId,
        visit: &mut impl FnMut(&Instance),
    ) {
        let n = cx.pos.n();
        let now = row_places(cx);
        let slot = &mut self.found_by_digit[id.index()];
        let changed = match slot.as_ref() {
            None => DigitSet::full(n),
            Some(before) => changed_digits(&before.places, now, n),
        };
        // The digits where the technique last found nothing (as `chosen`
        // remembers it) and that are the same still have nothing.
        let empty = match self.found_nothing[id.index()].as_ref() {
            Some(Snapshot::Digits(before)) => DigitSet::full(n) - changed_digits(before, now, n),
            _ => DigitSet::EMPTY,
        };
        let searched = changed - empty;
        let mut memory = slot.take().unwrap_or_else(|| ByDigit {
            places: Vec::new(),
            instances: vec![Vec::new(); n],
        });
        let fresh = if searched == DigitSet::full(n) {
            cx.find(id)
        } else if searched.is_empty() {
            Vec::new()
        } else {
            cx.on_digits(searched, |cx| cx.find(id))
        };
        // The digits that did not change have the places they had.
        memory.places.clear();
        memory.places.extend_from_slice(now);
        for d in changed {
            memory.instances[d as usize - 1].clear();
        }
        for instance in fresh {
            match instance.digits.single_digit() {
                Some(d) if searched.contains(d) => memory.instances[d as usize - 1].push(instance),
                // An instance on more than one digit is not this memory's to
                // keep: search the whole position, remembering nothing.
                _ => return cx.find(id).iter().for_each(visit),
            }
        }
        let mut none = true;
        for instance in memory.instances.iter().flatten() {
            none = false;
            visit(instance);
        }
        self.found_by_digit[id.index()] = Some(memory);
        self.found_nothing[id.index()] = none.then(|| snapshot(cx, Locality::Digit));
    }

    /// `search` where the position changed for `id`, remembering its part of
    /// the position when it found nothing.
    fn search<R: Default>(
        &mut self,
        cx: &Context<'_>,
        id: TechniqueId,
        search: impl FnOnce(&Context<'_>) -> R,
        nothing: impl Fn(&R) -> bool,
    ) -> R {
        let locality = id.descriptor().locality;
        if locality == Locality::Position {
            return search(cx);
        }
        let slot = &mut self.found_nothing[id.index()];
        let found = match changed(cx, slot.as_ref()) {
            Changed::Nothing => return R::default(),
            Changed::Everything => search(cx),
            Changed::Digits(digits) => cx.on_digits(digits, search),
            Changed::Cells(cells) => cx.on_cells(cells, search),
        };
        *slot = nothing(&found).then(|| snapshot(cx, locality));
        found
    }
}

/// What changed in `cx`'s position since `before`.
fn changed(cx: &Context<'_>, before: Option<&Snapshot>) -> Changed {
    let pos = cx.pos;
    match before {
        None => Changed::Everything,
        Some(Snapshot::Digits(before)) => {
            let digits = changed_digits(before, row_places(cx), pos.n());
            if digits.is_empty() {
                Changed::Nothing
            } else {
                Changed::Digits(digits)
            }
        }
        Some(Snapshot::Cells(before)) => {
            let mut cells = CellSet::EMPTY;
            let now = pos.all_candidates();
            for (cell, _) in before
                .iter()
                .zip(now)
                .enumerate()
                .filter(|(_, (b, n))| b != n)
            {
                cells.insert(cell as Cell);
            }
            if cells.is_empty() {
                Changed::Nothing
            } else {
                Changed::Cells(cells)
            }
        }
        Some(Snapshot::Bivalue(before)) => {
            let same = before
                .iter()
                .zip(pos.all_candidates())
                .all(|(&b, &now)| b == bivalue(now));
            if same {
                Changed::Nothing
            } else {
                Changed::Everything
            }
        }
    }
}

/// A cell's candidates when it has two, else none.
fn bivalue(candidates: DigitSet) -> DigitSet {
    if candidates.has_len(2) {
        candidates
    } else {
        DigitSet::EMPTY
    }
}

/// The part of `cx`'s position a technique of `locality` rests on.
fn snapshot(cx: &Context<'_>, locality: Locality) -> Snapshot {
    match locality {
        Locality::Crossing | Locality::Cells | Locality::Group => {
            Snapshot::Cells(cx.pos.all_candidates().to_vec())
        }
        Locality::Bivalue => Snapshot::Bivalue(
            cx.pos
                .all_candidates()
                .iter()
                .map(|&c| bivalue(c))
                .collect(),
        ),
        _ => Snapshot::Digits(row_places(cx).to_vec()),
    }
}

/// Each digit's places in each row, read off the context's digit index: the
/// masks of the rows, row by row, `n` digits a row. A digit's candidates are
/// the same exactly when its places in every row are, and comparing these few
/// masks costs less than listing each digit's cells.
fn row_places<'a>(cx: &'a Context<'_>) -> &'a [u32] {
    let n = cx.pos.n();
    &cx.index().all_positions()[..n * n]
}

/// The digits whose places ([`row_places`]) differ between `before` and
/// `now` in some row.
///
/// The rows' differences are gathered per digit first, a row at a time
/// (plain bit arithmetic the compiler makes vector code of), and turned into
/// a set of digits once: a bit per digit per row costs a variable shift each.
fn changed_digits(before: &[u32], now: &[u32], n: usize) -> DigitSet {
    let mut differ = [0; MAX_N];
    for (before, now) in before.chunks_exact(n).zip(now.chunks_exact(n)) {
        for ((differ, b), a) in differ.iter_mut().zip(before).zip(now) {
            *differ |= b ^ a;
        }
    }
    let changed = differ[..n]
        .iter()
        .rev()
        .fold(0, |changed, &differ| changed << 1 | u32::from(differ != 0));
    DigitSet(changed)
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

    /// At every position of real paths, each technique resting on part of the
    /// position, chosen through the memory, is the one a whole search chooses,
    /// what it finds is what such a search finds, and the memory does leave
    /// digits, crossings and unchanged bivalue cells out and hand back
    /// instances it kept.
    #[test]
    fn leaving_out_what_did_not_change_finds_what_a_whole_search_finds() {
        let local: Vec<TechniqueId> = TechniqueId::ALL
            .into_iter()
            .filter(|t| t.descriptor().locality != Locality::Position)
            .collect();
        assert!(local.len() >= 11, "fish, single-digit patterns, X-chains");
        assert!(local.contains(&TechniqueId::SueDeCoq));
        assert!(local.contains(&TechniqueId::AlsXz));
        assert!(local.contains(&TechniqueId::NakedPair));
        assert!(local.contains(&TechniqueId::HiddenTriple));
        assert!(local.contains(&TechniqueId::XyChain));
        let (mut digits_left_out, mut cells_left_out, mut found) = (0, 0, 0);
        let mut bivalue_left_out = 0;
        let mut instances_kept = 0;
        for line in PATHS {
            let start = puzzle(line);
            let run = simplest_first(&start, &Scores::default());
            let mut unchanged = Unchanged::default();
            let mut finding = Unchanged::default();
            for (step, at) in run.positions_of_steps(&start).into_iter().enumerate() {
                let cx = Context::new(&at);
                for &t in &local {
                    let left_out = match changed(&cx, unchanged.found_nothing[t.index()].as_ref()) {
                        Changed::Nothing => true,
                        Changed::Digits(digits) => digits != DigitSet::full(at.n()),
                        Changed::Cells(cells) => cells.len() < at.empty_cells().count(),
                        Changed::Everything => false,
                    };
                    match t.descriptor().locality {
                        Locality::Digit => digits_left_out += usize::from(left_out),
                        Locality::Bivalue => bivalue_left_out += usize::from(left_out),
                        _ => cells_left_out += usize::from(left_out),
                    }
                    let remembered = unchanged.chosen(&cx, t);
                    let full = Context::new(&at).chosen(t);
                    assert_eq!(remembered, full, "{t} at step {step} of {line}");
                    if let Some(kept) = finding.found_by_digit[t.index()].as_ref() {
                        // Instances on digits unchanged since the last search,
                        // which the memory hands back without searching.
                        let same = DigitSet::full(at.n())
                            - changed_digits(&kept.places, row_places(&cx), at.n());
                        instances_kept += same
                            .iter()
                            .map(|d| kept.instances[d as usize - 1].len())
                            .sum::<usize>();
                    }
                    let every = Context::new(&at).find(t);
                    let mut kept_and_fresh = Vec::new();
                    finding.visit_found(&cx, t, |i| kept_and_fresh.push(i.clone()));
                    assert_eq!(kept_and_fresh, every, "{t} at step {step} of {line}");
                    found += usize::from(full.is_some());
                }
            }
        }
        assert!(found > 0, "the paths have instances of these techniques");
        assert!(digits_left_out > 0, "the paths leave digits out");
        assert!(cells_left_out > 0, "the paths leave crossings out");
        assert!(
            bivalue_left_out > 0,
            "the paths leave out searches whose bivalue cells did not change"
        );
        assert!(
            instances_kept > 0,
            "the paths keep instances of unchanged digits"
        );
    }
}
