//! HoDoKu's regression library (SPEC §2): every entry whose technique has a finder
//! must find exactly HoDoKu's result among its instances; fail cases (`-x`) must
//! find no instance. Entries of techniques without a finder are counted as skipped
//! by code; entries in [`KNOWN_MISSES`] are missed for the reason given there,
//! listed in the table and asserted to be exactly the missed ones, and where
//! another kibitz technique gives the same deduction, that is asserted too.
//! Positions are built from the raw lines (givens, `+` placed digits, deleted
//! candidates), which keep a placed cell apart from a one-candidate cell.

use crate::common;

use std::collections::BTreeMap;
use std::io::Write;

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

/// How an entry's expected result is matched against the instances found.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Match {
    /// One instance gives exactly the expected placements and eliminations.
    Exact,
    /// Several instances, each removing only expected candidates, remove them all
    /// together: HoDoKu's locked pairs and triples (our two per-group naked
    /// subsets), siamese fish (two finned fish on one base), dual patterns,
    /// continuous loops (one X-chain per weak link of the loop) and multi colours
    /// (one instance per deduction of a pair of clusters).
    Union,
    /// HoDoKu writes a placement as the removal of the cell's other candidates
    /// (BUG+1, and the discontinuous nice loops that `Exact` also matches this
    /// way); kibitz places the digit that is left (SPEC §2.1), so one instance
    /// must place exactly that digit in that cell.
    Placement,
}

/// The techniques a HoDoKu code tests, when they are ours, and how to match.
fn mapping(code: &str) -> Option<(&'static [TechniqueId], Match)> {
    use Match::{Exact, Placement, Union};
    use TechniqueId as T;
    Some(match code {
        "0000" | "0002" => (&[T::HiddenSingle], Exact),
        "0003" => (&[T::NakedSingle], Exact),
        "0100" => (&[T::LockedCandidates1], Exact),
        "0101" => (&[T::LockedCandidates2], Exact),
        "0110" => (&[T::NakedPair], Union),
        "0111" => (&[T::NakedTriple], Union),
        "0200" => (&[T::NakedPair], Exact),
        "0201" => (&[T::NakedTriple], Exact),
        "0202" => (&[T::NakedQuad], Exact),
        "0210" => (&[T::HiddenPair], Exact),
        "0211" => (&[T::HiddenTriple], Exact),
        "0212" => (&[T::HiddenQuad], Exact),
        "0300" => (&[T::XWing], Exact),
        "0301" => (&[T::Swordfish], Exact),
        "0302" => (&[T::Jellyfish], Exact),
        "0310" | "0320" => (&[T::FinnedXWing], Exact),
        "0311" | "0321" => (&[T::FinnedSwordfish], Exact),
        "0312" | "0322" => (&[T::FinnedJellyfish], Exact),
        "03111" | "03211" => (&[T::FinnedSwordfish], Union),
        "03121" | "03221" => (&[T::FinnedJellyfish], Union),
        "0402" => (&[T::EmptyRectangle], Exact),
        "0405" => (&[T::EmptyRectangle], Union),
        "0403" => (&[T::XChain], Exact),
        "0701" => (&[T::XChain], Exact),
        "0702" => (&[T::XyChain], Exact),
        "0703" => (&[T::RemotePair], Exact),
        "0800" => (&[T::XyWing], Exact),
        "0801" => (&[T::XyzWing], Exact),
        "0400" => (&[T::Skyscraper], Exact),
        "0401" => (&[T::TwoStringKite], Exact),
        "0404" => (&[T::TwoStringKite], Union),
        "0500" | "0501" => (&[T::SimpleColors], Exact),
        // HoDoKu gives every deduction of one pair of clusters as one step; kibitz
        // gives each (type 1 per pair of colours, type 2 per colour) with its reason.
        "0502" => (&[T::MultiColors], Union),
        "0503" => (&[T::MultiColors], Exact),
        "0600" | "0601" | "0602" | "0603" | "0604" | "0605" => (&[T::UniqueRectangle], Exact),
        "0606" => (&[T::HiddenRectangle], Exact),
        "0607" | "0608" => (&[T::AvoidableRectangle], Exact),
        "0610" => (&[T::BugPlus1], Placement),
        "0706" => (&[T::Aic], Union),
        "0707" | "0708" => (&[T::Aic], Exact),
        // HoDoKu's candidate field names the removed digit, not the chain's: its
        // one-digit 0709-0711 entries still pass through other digits (the removed
        // candidate fits a one-digit template; `tests/engine/chains.rs` checks
        // this), so every grouped loop and AIC is a grouped AIC here.
        "0709" => (&[T::GroupedAic], Union),
        "0710" | "0711" => (&[T::GroupedAic], Exact),
        "0803" => (&[T::WWing], Exact),
        "0901" => (&[T::AlsXz], Exact),
        "0902" => (&[T::AlsXyWing], Exact),
        "0903" => (&[T::AlsChain], Exact),
        "0904" => (&[T::DeathBlossom], Exact),
        "1101" => (&[T::SueDeCoq], Exact),
        _ => return None,
    })
}

/// Why a code of the library is not run, for every code that [`mapping`] leaves
/// out; a code in neither list fails the test, so nothing is skipped silently.
const NOT_RUN: &[(&str, &str)] = &[
    ("033", "Franken fish: not a kibitz technique"),
    ("034", "finned Franken fish: not a kibitz technique"),
    ("036", "finned mutant fish: not a kibitz technique"),
    ("12", "templates: not a kibitz technique"),
];

/// One library entry that the finder of its code misses (asserted: finding it
/// fails the test too), with the reason and, where kibitz reaches the same
/// deduction another way, the techniques that do (asserted as well).
struct Miss {
    line: usize,
    why: &'static str,
    /// The techniques that give the same deduction instead, and how they match.
    instead: Option<(&'static [TechniqueId], Match)>,
}

const fn miss(line: usize, why: &'static str) -> Miss {
    Miss {
        line,
        why,
        instead: None,
    }
}

const fn instead(
    line: usize,
    why: &'static str,
    techniques: &'static [TechniqueId],
    how: Match,
) -> Miss {
    Miss {
        line,
        why,
        instead: Some((techniques, how)),
    }
}

/// HoDoKu's grouped nice loops and AICs may hold ALS nodes (its "ALS in chains"
/// option, on when the library was made); SPEC §2.1's grouped AIC has grouped
/// nodes only (cells of one region in one line). Used where one of kibitz's ALS
/// techniques gives HoDoKu's deduction.
const ALS_NODE: &str = "HoDoKu's chain uses an ALS node (an ALS technique gives its deduction), which a SPEC 2.1 grouped AIC does not";
/// Grouped entries that kibitz reaches only by forcing: HoDoKu's chain is not
/// one the grouped AIC search reaches, most likely for an ALS node again.
const NOT_REACHED: &str = "HoDoKu's chain is not one kibitz's grouped AIC search reaches (HoDoKu's may hold ALS nodes, SPEC 2.1's do not)";
/// The same, where nothing in kibitz reaches the deduction from this position:
/// a forcing net re-runs singles, not the subset logic an ALS node stands for.
const NOT_REACHED_AT_ALL: &str = "HoDoKu's chain is not one kibitz's grouped AIC search reaches (HoDoKu's may hold ALS nodes, SPEC 2.1's do not), and no other kibitz technique reaches it from this position (a forcing net re-runs singles only)";
/// HoDoKu files some one-digit chains under grouped AIC.
const ONE_DIGIT: &str = "a chain on one digit: SPEC 2.1 leaves it to grouped_x_chain";
/// HoDoKu gives a loop's or a chain's removals as one step.
const SPLIT: &str = "HoDoKu gives both removals as one step; kibitz gives them as several instances of the same technique, one per pair of chain ends";
/// ALS chains the search does not keep.
const ALS_CHAIN_LIMIT: &str = "ALS chain: not among the chains the search keeps (one per ALS and entering digit per start, its sets pairwise disjoint); HoDoKu's may be longer or have sets sharing a cell";
/// HoDoKu's ALS patterns whose sets share a cell (its variants 0902-2 and
/// 0904-2, some 0903-1): SPEC §2.1 rules them out.
const OVERLAP: &str = "HoDoKu's ALS share a cell (or a petal the stem), which SPEC 2.1 rules out";
/// Grouped entries whose ALS node kibitz's ALS techniques gave only with sets
/// sharing a cell.
const ALS_NODE_OVERLAP: &str = "HoDoKu's chain uses an ALS node, which a SPEC 2.1 grouped AIC does not, and kibitz's ALS techniques give its deduction only with sets sharing a cell, which SPEC 2.1 rules out";
/// Finned fish beyond SPEC §2's fins.
const FINS: &str = "finned jellyfish with 3 or 4 fins: SPEC 2 allows 1 or 2";

/// Entries that a finder misses, with the reason; counted and listed in the
/// table, and asserted to be exactly the entries missed, so a new miss or a new
/// find both fail the test. Where another technique gives the same deduction
/// (exactly, or as a union of instances that remove only expected candidates),
/// that is asserted too.
const KNOWN_MISSES: &[Miss] = {
    use Match::{Exact, Union};
    use TechniqueId as T;
    const XZ: &[T] = &[T::AlsXz];
    const XY: &[T] = &[T::AlsXyWing];
    const CH: &[T] = &[T::AlsChain];
    const NET: &[T] = &[T::ForcingNet];
    const FC: &[T] = &[T::ForcingChain];
    const AIC: &[T] = &[T::Aic];
    &[
        instead(599, FINS, &[T::GroupedXChain], Exact),
        instead(604, FINS, NET, Exact),
        instead(
            1159,
            "HoDoKu's continuous loop gives these 7 removals as one step; kibitz's AICs give each of them, some together with removals outside the loop, and its ALS chains gave them only with sets sharing a cell, which SPEC 2.1 rules out",
            FC,
            Union,
        ),
        instead(1253, NOT_REACHED, &[T::ForcingChain], Union),
        instead(1254, ALS_NODE, XZ, Union),
        instead(1255, ALS_NODE, XZ, Exact),
        instead(1256, ALS_NODE_OVERLAP, NET, Union),
        instead(1258, ALS_NODE, CH, Union),
        instead(1259, ALS_NODE, XY, Exact),
        instead(1260, ALS_NODE_OVERLAP, NET, Union),
        instead(1280, ALS_NODE, XZ, Exact),
        instead(1284, ONE_DIGIT, &[T::GroupedXChain], Exact),
        instead(1285, ONE_DIGIT, &[T::GroupedXChain], Exact),
        instead(1287, NOT_REACHED, NET, Union),
        instead(1288, NOT_REACHED, NET, Union),
        instead(1289, NOT_REACHED, NET, Union),
        instead(1290, ALS_NODE, XY, Exact),
        instead(1291, NOT_REACHED, NET, Union),
        instead(1292, ALS_NODE_OVERLAP, FC, Union),
        instead(1293, ALS_NODE, CH, Exact),
        instead(1294, ALS_NODE, CH, Exact),
        instead(1296, ALS_NODE, CH, Exact),
        instead(1297, ALS_NODE, CH, Exact),
        instead(1298, ALS_NODE, XZ, Exact),
        instead(1299, ALS_NODE_OVERLAP, NET, Exact),
        instead(1300, ALS_NODE_OVERLAP, NET, Exact),
        instead(1301, NOT_REACHED, NET, Exact),
        instead(1302, ALS_NODE_OVERLAP, FC, Exact),
        instead(1303, ALS_NODE, CH, Exact),
        instead(1304, ALS_NODE, CH, Exact),
        instead(1321, SPLIT, &[T::GroupedAic], Union),
        instead(1327, SPLIT, &[T::GroupedAic], Union),
        instead(1331, NOT_REACHED, NET, Union),
        instead(1332, NOT_REACHED, NET, Union),
        instead(1333, ALS_NODE, XY, Exact),
        miss(
            1334,
            "HoDoKu's chain uses an ALS node, which a SPEC 2.1 grouped AIC does not; kibitz's ALS-XY-wing gave its deduction only with sets sharing a cell, which SPEC 2.1 rules out, and no other kibitz technique reaches it from this position",
        ),
        miss(1335, NOT_REACHED_AT_ALL),
        instead(1336, ALS_NODE_OVERLAP, NET, Union),
        instead(1337, NOT_REACHED, NET, Union),
        instead(1338, ALS_NODE, CH, Exact),
        instead(1339, ALS_NODE, CH, Exact),
        instead(1340, NOT_REACHED, NET, Union),
        instead(1341, ALS_NODE, CH, Exact),
        instead(1343, NOT_REACHED, NET, Union),
        instead(1344, ALS_NODE, XY, Union),
        miss(1345, NOT_REACHED_AT_ALL),
        instead(1346, ALS_NODE, XY, Union),
        miss(1347, NOT_REACHED_AT_ALL),
        instead(1348, NOT_REACHED, NET, Union),
        instead(1349, NOT_REACHED, NET, Union),
        instead(1351, NOT_REACHED, NET, Union),
        instead(1352, NOT_REACHED, NET, Union),
        instead(1437, OVERLAP, NET, Exact),
        instead(1438, OVERLAP, NET, Union),
        instead(1439, OVERLAP, NET, Union),
        instead(1440, OVERLAP, CH, Exact),
        instead(1441, OVERLAP, FC, Exact),
        instead(1445, ALS_CHAIN_LIMIT, NET, Exact),
        instead(1451, OVERLAP, NET, Exact),
        instead(1453, ALS_CHAIN_LIMIT, NET, Union),
        instead(1455, ALS_CHAIN_LIMIT, NET, Union),
        instead(1457, OVERLAP, FC, Exact),
        instead(1459, ALS_CHAIN_LIMIT, NET, Union),
        instead(1474, OVERLAP, AIC, Exact),
        instead(1475, OVERLAP, FC, Exact),
        instead(1476, OVERLAP, NET, Union),
        instead(1477, OVERLAP, FC, Exact),
        instead(1478, OVERLAP, NET, Exact),
        instead(1479, OVERLAP, NET, Exact),
        instead(1480, OVERLAP, CH, Exact),
        instead(1481, OVERLAP, AIC, Exact),
        instead(1482, OVERLAP, NET, Union),
    ]
};

/// The reason a code is not run, from [`NOT_RUN`] (longest matching prefix).
fn not_run_reason(code: &str) -> Option<&'static str> {
    NOT_RUN
        .iter()
        .filter(|(prefix, _)| code.starts_with(prefix))
        .max_by_key(|(prefix, _)| prefix.len())
        .map(|&(_, reason)| reason)
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

/// Whether `instances` give the entry's result, matched as `how`.
fn found(entry: &Entry, instances: &[Instance], how: Match) -> bool {
    match how {
        // A placement stands for HoDoKu's removal of its cell's other
        // candidates: a discontinuous nice loop that proves a digit places it.
        Match::Exact => found_exactly(entry, instances) || found_as_placement(entry, instances),
        Match::Union => found_as_union(entry, instances),
        Match::Placement => found_as_placement(entry, instances),
    }
}

/// Whether one instance gives exactly the entry's result.
fn found_exactly(entry: &Entry, instances: &[Instance]) -> bool {
    instances.iter().any(|i| {
        same(i.eliminations.clone(), entry.eliminations.clone())
            && same(i.placements.clone(), entry.placements.clone())
    })
}

/// Whether the instances that remove only expected candidates remove them all.
fn found_as_union(entry: &Entry, instances: &[Instance]) -> bool {
    if !entry.placements.is_empty() {
        return false;
    }
    let mut union: Vec<CellDigit> = instances
        .iter()
        .filter(|i| i.placements.is_empty())
        .filter(|i| {
            i.eliminations
                .iter()
                .all(|e| entry.eliminations.contains(e))
        })
        .flat_map(|i| i.eliminations.iter().copied())
        .collect();
    union.sort();
    union.dedup();
    same(union, entry.eliminations.clone())
}

/// Whether an instance places the one digit the expected eliminations leave in
/// their cell.
fn found_as_placement(entry: &Entry, instances: &[Instance]) -> bool {
    let Some(first) = entry.eliminations.first() else {
        return false;
    };
    let cell = first.cell;
    let mut left = entry.position.candidates(cell);
    for e in &entry.eliminations {
        if e.cell != cell || !left.remove(e.digit) {
            return false;
        }
    }
    let Some(digit) = left.single_digit() else {
        return false;
    };
    instances
        .iter()
        .any(|i| i.eliminations.is_empty() && i.placements == [CellDigit { cell, digit }])
}

#[derive(Default)]
struct Tally {
    applicable: usize,
    found: usize,
    skipped: usize,
    fail_cases: usize,
    known_misses: usize,
}

#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
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
    let mut reasons: BTreeMap<String, &str> = BTreeMap::new();
    let mut misses = Vec::new();
    let mut known_report = String::new();
    for entry in &entries {
        let tally = tallies.entry(entry.code.clone()).or_default();
        let Some((techniques, how)) = mapping(&entry.code) else {
            let reason = not_run_reason(&entry.code).unwrap_or_else(|| {
                panic!(
                    "line {}: code {} is neither run nor listed in NOT_RUN",
                    entry.line, entry.code
                )
            });
            reasons.insert(entry.code.clone(), reason);
            tally.skipped += 1;
            continue;
        };
        let instances: Vec<Instance> = techniques
            .iter()
            .flat_map(|&t| find_all(t, &entry.position))
            .collect();
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
        let ok = found(entry, &instances, how);
        let known = KNOWN_MISSES.iter().find(|m| m.line == entry.line);
        if ok {
            tally.found += 1;
            if known.is_some() {
                misses.push(format!(
                    "line {}: listed in KNOWN_MISSES but found",
                    entry.line
                ));
            }
        } else if let Some(known) = known {
            tally.known_misses += 1;
            known_report += &format!(
                "  known miss: line {} ({}): {}",
                entry.line, entry.code, known.why
            );
            match known.instead {
                None => known_report += "\n",
                Some((techniques, how)) => {
                    let others: Vec<Instance> = techniques
                        .iter()
                        .flat_map(|&t| find_all(t, &entry.position))
                        .collect();
                    let names: Vec<&str> = techniques.iter().map(|t| t.id()).collect();
                    known_report += &format!("; found by {}\n", names.join(", "));
                    if !found(entry, &others, how) {
                        misses.push(format!(
                            "line {}: not found by {} ({how:?}) either",
                            entry.line,
                            names.join(", ")
                        ));
                    }
                }
            }
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
    // Written past the harness's capture, so a plain `cargo test` shows the table.
    let mut report = String::from(
        "HoDoKu regression library: code  found/applicable  skipped  fail-cases  known-misses  technique or reason\n",
    );
    for (code, t) in &tallies {
        let run = mapping(code)
            .filter(|_| t.applicable + t.fail_cases > 0)
            .map(|(ts, _)| ts.iter().map(|t| t.id()).collect::<Vec<_>>().join("|"));
        let what = match (run, reasons.get(code)) {
            (Some(run), Some(reason)) => format!("{run}; not run: {reason}"),
            (Some(run), None) => run,
            (None, reason) => reason.map(|r| r.to_string()).unwrap_or_default(),
        };
        report += &format!(
            "  {code:<6} {:>5}/{:<5} {:>8} {:>8} {:>8}  {what}\n",
            t.found, t.applicable, t.skipped, t.fail_cases, t.known_misses
        );
    }
    let sum = |f: fn(&Tally) -> usize| tallies.values().map(f).sum::<usize>();
    let (found, applicable) = (sum(|t| t.found), sum(|t| t.applicable));
    report += &format!(
        "  total  {found}/{applicable} found, {} not run (reasons above), {} fail cases\n",
        sum(|t| t.skipped),
        sum(|t| t.fail_cases)
    );
    report += &known_report;
    let _ = std::io::stderr().write_all(report.as_bytes());
    assert!(misses.is_empty(), "misses:\n{}", misses.join("\n"));
    assert_eq!(
        sum(|t| t.known_misses),
        KNOWN_MISSES.len(),
        "every listed known miss is an entry that is run and missed"
    );
    assert!(applicable > 0, "no applicable entry was run");
}
