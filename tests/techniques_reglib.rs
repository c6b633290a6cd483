//! HoDoKu's regression library (SPEC §2): every entry whose technique has a finder
//! must find exactly HoDoKu's result among its instances; fail cases (`-x`) must
//! find no instance. Entries of techniques without a finder are counted as skipped
//! by code. Positions are built from the raw lines (givens, `+` placed digits,
//! deleted candidates), which keep a placed cell apart from a one-candidate cell.

mod common;

use std::collections::BTreeMap;

use kibitz::engine::techniques::find_all;
use kibitz::engine::{CellDigit, Geometry, Instance, Position, TechniqueId};

/// One library entry.
struct Entry {
    line: usize,
    code: String,
    variant: String,
    candidates: Vec<u8>,
    position: Position,
    eliminations: Vec<CellDigit>,
    placements: Vec<CellDigit>,
}

/// The technique a HoDoKu code tests, when it is one of ours (finder or not).
fn technique_for(code: &str) -> Option<TechniqueId> {
    use TechniqueId as T;
    Some(match code {
        "0000" | "0002" => T::HiddenSingle,
        "0003" => T::NakedSingle,
        "0100" => T::LockedCandidates1,
        "0101" => T::LockedCandidates2,
        "0200" => T::NakedPair,
        "0201" => T::NakedTriple,
        "0202" => T::NakedQuad,
        "0210" => T::HiddenPair,
        "0211" => T::HiddenTriple,
        "0212" => T::HiddenQuad,
        "0300" => T::XWing,
        "0301" => T::Swordfish,
        "0302" => T::Jellyfish,
        "0310" => T::FinnedXWing,
        "0311" => T::FinnedSwordfish,
        "0312" => T::FinnedJellyfish,
        "0402" => T::EmptyRectangle,
        "0701" => T::XChain,
        "0702" => T::XyChain,
        "0703" => T::RemotePair,
        "0800" => T::XyWing,
        "0801" => T::XyzWing,
        _ => return None,
    })
}

/// HoDoKu's locked pair and locked triple: a naked subset lying in a line and a
/// region; its eliminations are those of our two per-group instances together.
fn locked_subset_for(code: &str) -> Option<TechniqueId> {
    match code {
        "0110" => Some(TechniqueId::NakedPair),
        "0111" => Some(TechniqueId::NakedTriple),
        _ => None,
    }
}

fn triples(field: &str, line: usize) -> Vec<CellDigit> {
    field
        .split_whitespace()
        .map(|t| {
            let b = t.as_bytes();
            assert!(b.len() == 3, "line {line}: bad candidate {t:?}");
            let (d, r, c) = (b[0] - b'0', b[1] - b'1', b[2] - b'1');
            CellDigit {
                cell: (r as u16) * 9 + c as u16,
                digit: d,
            }
        })
        .collect()
}

fn parse(text: &str) -> Vec<Entry> {
    let geo = Geometry::standard(9).expect("9x9 geometry");
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        if !raw.starts_with(':') {
            continue;
        }
        let fields: Vec<&str> = raw.split(':').collect();
        assert!(fields.len() >= 7, "line {line}: too few fields");
        let (code, variant) = fields[1].split_once('-').unwrap_or((fields[1], ""));
        let mut givens = vec![0u8; 81];
        let mut placed = Vec::new();
        let mut cell = 0;
        let mut plus = false;
        for ch in fields[3].chars() {
            match ch {
                '+' => plus = true,
                '.' | '0' => cell += 1,
                '1'..='9' => {
                    let d = ch as u8 - b'0';
                    if plus {
                        placed.push((cell as u16, d));
                    } else {
                        givens[cell] = d;
                    }
                    plus = false;
                    cell += 1;
                }
                _ => panic!("line {line}: unexpected {ch:?} in the grid"),
            }
        }
        assert_eq!(cell, 81, "line {line}: grid has {cell} cells");
        let mut position = Position::from_givens(geo.clone(), &givens);
        for (c, d) in placed {
            position.place(c, d);
        }
        for e in triples(fields[4], line) {
            position.eliminate(e.cell, e.digit);
        }
        out.push(Entry {
            line,
            code: code.to_string(),
            variant: variant.to_string(),
            candidates: fields[2].bytes().map(|b| b - b'0').collect(),
            position,
            eliminations: triples(fields[5], line),
            placements: triples(fields[6], line),
        });
    }
    out
}

fn same(mut a: Vec<CellDigit>, mut b: Vec<CellDigit>) -> bool {
    a.sort();
    b.sort();
    a == b
}

/// Whether one instance gives exactly the entry's result.
fn found_exactly(entry: &Entry, instances: &[Instance]) -> bool {
    instances.iter().any(|i| {
        same(i.eliminations.clone(), entry.eliminations.clone())
            && same(i.placements.clone(), entry.placements.clone())
    })
}

/// Whether the naked-subset instances on one set of cells give the locked subset's
/// eliminations together.
fn found_as_locked_subset(entry: &Entry, instances: &[Instance]) -> bool {
    let mut by_cells: BTreeMap<&[u16], Vec<CellDigit>> = BTreeMap::new();
    for i in instances {
        by_cells
            .entry(&i.cells)
            .or_default()
            .extend(i.eliminations.iter().copied());
    }
    by_cells.into_values().any(|mut elims| {
        elims.sort();
        elims.dedup();
        same(elims, entry.eliminations.clone())
    })
}

#[derive(Default)]
struct Tally {
    applicable: usize,
    found: usize,
    skipped: usize,
    fail_cases: usize,
}

#[test]
fn hodoku_regression_library() {
    let Some(text) = common::corpus_file(
        "hodoku_regression_library",
        "pencilmarks/hodoku_reglib-1.4.txt",
    ) else {
        return;
    };
    let entries = parse(&text);
    assert_eq!(entries.len(), 1112, "the library has 1,112 entries");
    let mut tallies: BTreeMap<String, Tally> = BTreeMap::new();
    let mut misses = Vec::new();
    for entry in &entries {
        let tally = tallies.entry(entry.code.clone()).or_default();
        let (technique, locked) = match (technique_for(&entry.code), locked_subset_for(&entry.code))
        {
            (Some(t), _) => (t, false),
            (None, Some(t)) => (t, true),
            (None, None) => {
                tally.skipped += 1;
                continue;
            }
        };
        if !technique.has_finder() {
            tally.skipped += 1;
            continue;
        }
        let instances = find_all(technique, &entry.position);
        if entry.variant == "x" {
            tally.fail_cases += 1;
            if !instances.is_empty() {
                misses.push(format!(
                    "line {}: fail case found {}",
                    entry.line, instances[0].technique
                ));
            }
            continue;
        }
        tally.applicable += 1;
        let ok = if locked {
            found_as_locked_subset(entry, &instances)
        } else {
            found_exactly(entry, &instances)
        };
        if ok {
            tally.found += 1;
        } else {
            misses.push(format!(
                "line {}: {} {:?} not found ({} instances)",
                entry.line,
                entry.code,
                entry.candidates,
                instances.len()
            ));
        }
    }
    println!("code   found/applicable  skipped  fail-cases");
    for (code, t) in &tallies {
        let name = technique_for(code)
            .or(locked_subset_for(code))
            .map(|t| t.id())
            .unwrap_or("-");
        println!(
            "{code:<6} {:>5}/{:<5} {:>8} {:>8}  {name}",
            t.found, t.applicable, t.skipped, t.fail_cases
        );
    }
    let sum = |f: fn(&Tally) -> usize| tallies.values().map(f).sum::<usize>();
    let (found, applicable) = (sum(|t| t.found), sum(|t| t.applicable));
    println!(
        "total  {found}/{applicable} found, {} skipped by code, {} fail cases",
        sum(|t| t.skipped),
        sum(|t| t.fail_cases)
    );
    assert!(applicable > 0, "no applicable entry was run");
    assert!(misses.is_empty(), "misses:\n{}", misses.join("\n"));
}
