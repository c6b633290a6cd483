//! Sue de Coq (SPEC §2.1), as HoDoKu: in the intersection of a line and a region,
//! two or more empty cells C holding digits V, at least two more digits than
//! cells. Add cells D of the line outside the region and cells E of the region
//! outside the line, D and E sharing no digit of V (digits outside V, the
//! *extras*, may be anywhere), so that the cells number |V| plus the extras of D
//! plus the extras of E. Then each digit of V is in C ∪ D ∪ E exactly once and
//! each extra in D (and in E) once: the rest of the line loses V less E's digits
//! plus D's digits, the rest of the region V less D's digits plus E's digits.
//!
//! Each of D and E holds fewer cells than it has digits of V plus extras, and at
//! least one. Limits: C of up to 4 cells; on boards larger than 9×9, D and E of up
//! to 3 cells (any size on 9×9). One instance is one line, region, C, D and E.

use super::{AlsSet, AlsShape, finish};
use crate::engine::cellset::Cell;
use crate::engine::digits::DigitSet;
use crate::engine::geometry::GroupIndex;
use crate::engine::instance::{CellDigit, Instance};
use crate::engine::pattern::Pattern;
use crate::engine::position::Position;
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::{About, Choice, Context, Descriptor, Locality};

/// The Sue de Coq (SPEC §2.1).
pub const SUE_DE_COQ: Descriptor = Descriptor {
    id: "sue_de_coq",
    name: "Sue de Coq",
    about: About {
        look_for: "Where a row or column crosses a region, two or more empty cells that hold at \
                   least two more digits than cells, say two cells holding 1, 2, 5 and 7; with \
                   them, a cell of the line outside the region holding only {1,2} and a cell of \
                   the region outside the line holding only {5,7}.",
        why: "These four cells need four different digits and have only 1, 2, 5 and 7, so each \
              appears once among them. Then 1 and 2 are in the line's part and 5 and 7 in the \
              region's part: the rest of the line loses 1 and 2, the rest of the region 5 and \
              7.",
        when: "Rare; look at the crossings of lines and regions whose two or three cells are \
               crowded with candidates.",
    },
    default_score: Some(20),
    shd_rules: &[],
    choice: Choice::LargestEffect,
    finder: find,
    chosen: None,
    locality: Locality::Crossing,
};

fn find(cx: &Context<'_>) -> Vec<Instance> {
    let pos = cx.pos;
    let geo = pos.geometry();
    let n = geo.n();
    let mut out = Vec::new();
    for line in 0..2 * n {
        for region in 2 * n..3 * n {
            let crossing = geo.group_set(line).intersects(geo.group_set(region));
            if crossing && cx.searches_crossing(line, region) {
                Crossing::new(pos, line, region).search(&mut out);
            }
        }
    }
    finish(out)
}

/// Cells as an index list with their candidate masks.
struct Part {
    cells: Vec<Cell>,
    masks: Vec<u32>,
}

impl Part {
    fn new(pos: &Position, cells: impl Iterator<Item = Cell>) -> Part {
        let cells: Vec<Cell> = cells.filter(|&c| pos.value(c) == 0).collect();
        let masks = cells.iter().map(|&c| pos.candidates(c).0).collect();
        Part { cells, masks }
    }

    /// Calls `visit` with every non-empty choice of at most `max` items (a bit
    /// mask of positions) and their union; a choice whose union leaves `allowed`
    /// is cut with all its supersets.
    fn subsets(&self, max: usize, allowed: u32, visit: &mut impl FnMut(u32, u32)) {
        fn go(
            p: &Part,
            max: usize,
            allowed: u32,
            from: usize,
            sel: u32,
            union: u32,
            visit: &mut impl FnMut(u32, u32),
        ) {
            for i in from..p.masks.len() {
                let u = union | p.masks[i];
                if u & !allowed != 0 {
                    continue;
                }
                let s = sel | 1 << i;
                visit(s, u);
                if (s.count_ones() as usize) < max {
                    go(p, max, allowed, i + 1, s, u, visit);
                }
            }
        }
        go(self, max, allowed, 0, 0, 0, visit);
    }

    fn picked(&self, sel: u32) -> Vec<Cell> {
        super::super::cells_of(&self.cells, sel).collect()
    }
}

/// One line and region that cross: the empty cells of the crossing, of the line
/// outside it and of the region outside it.
struct Crossing<'a> {
    pos: &'a Position,
    line: GroupIndex,
    region: GroupIndex,
    inter: Part,
    line_rest: Part,
    region_rest: Part,
}

impl<'a> Crossing<'a> {
    fn new(pos: &'a Position, line: GroupIndex, region: GroupIndex) -> Crossing<'a> {
        let geo = pos.geometry();
        let (ls, rs) = (geo.group_set(line), geo.group_set(region));
        let inter = Part::new(
            pos,
            geo.group_cells(line)
                .iter()
                .copied()
                .filter(|c| rs.contains(*c)),
        );
        let line_rest = Part::new(
            pos,
            geo.group_cells(line)
                .iter()
                .copied()
                .filter(|c| !rs.contains(*c)),
        );
        let region_rest = Part::new(
            pos,
            geo.group_cells(region)
                .iter()
                .copied()
                .filter(|c| !ls.contains(*c)),
        );
        Crossing {
            pos,
            line,
            region,
            inter,
            line_rest,
            region_rest,
        }
    }

    fn search(&self, out: &mut Vec<Instance>) {
        let part_max = if self.pos.n() <= 9 { self.pos.n() } else { 3 };
        self.inter.subsets(4, u32::MAX, &mut |c_sel, v| {
            let cells = c_sel.count_ones() as i32;
            let nplus = v.count_ones() as i32 - cells;
            if cells < 2 || nplus < 2 {
                return;
            }
            self.line_rest
                .subsets(part_max, u32::MAX, &mut |d_sel, vd| {
                    let extra_d = (vd & !v).count_ones() as i32;
                    let filled_d = d_sel.count_ones() as i32 - extra_d;
                    if vd & v == 0 || filled_d <= 0 || filled_d >= nplus {
                        return;
                    }
                    self.region_rest
                        .subsets(part_max, !(vd & v), &mut |e_sel, ve| {
                            let filled_e =
                                e_sel.count_ones() as i32 - (ve & !v).count_ones() as i32;
                            if ve & v != 0 && filled_d + filled_e == nplus {
                                out.extend(self.instance([c_sel, d_sel, e_sel], [v, vd, ve]));
                            }
                        });
                });
        });
    }

    fn instance(&self, sel: [u32; 3], digits: [u32; 3]) -> Option<Instance> {
        let [v, vd, ve] = digits;
        let line_digits = DigitSet((v & !ve) | vd);
        let region_digits = DigitSet((v & !vd) | ve);
        let parts = [&self.inter, &self.line_rest, &self.region_rest];
        let mut eliminations = Vec::new();
        // The crossing's cells outside C are in both groups.
        for (part, s, lose) in [
            (&self.inter, sel[0], line_digits | region_digits),
            (&self.line_rest, sel[1], line_digits),
            (&self.region_rest, sel[2], region_digits),
        ] {
            for (i, &cell) in part.cells.iter().enumerate() {
                if s & 1 << i == 0 {
                    let hit = self.pos.candidates(cell) & lose;
                    eliminations.extend(hit.iter().map(|digit| CellDigit { cell, digit }));
                }
            }
        }
        let sets: Vec<AlsSet> = parts
            .iter()
            .zip(sel)
            .zip(digits)
            .map(|((p, s), d)| AlsSet {
                cells: p.picked(s),
                digits: DigitSet(d),
            })
            .collect();
        let mut cells: Vec<Cell> = sets.iter().flat_map(|s| s.cells.clone()).collect();
        cells.sort_unstable();
        let pattern = Pattern::Als(super::AlsPattern {
            shape: AlsShape::SueDeCoq {
                line: self.line,
                region: self.region,
            },
            sets,
            links: Vec::new(),
            eliminated: DigitSet::from_digits(eliminations.iter().map(|e| e.digit)),
        });
        Instance::elimination(
            TechniqueId::SueDeCoq,
            pattern,
            DigitSet(v),
            vec![self.line, self.region],
            cells,
            eliminations,
        )
    }
}
