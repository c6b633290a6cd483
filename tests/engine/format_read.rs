//! Readers and writers of every Sudoku form (SPEC §9): detection, names, jigsaw
//! layouts, located errors, round trips, and no panic on any input.

use crate::common;

use kibitz::engine::{DigitSet, Geometry, Position};
use kibitz::format::{
    FormatError, FormatKind, Puzzle, ReadOptions, read_sudoku, write_grid, write_line,
    write_line_with_layout, write_pencil,
};
use proptest::prelude::*;

fn read(text: &str) -> Vec<Result<Puzzle, FormatError>> {
    read_sudoku(text, "t.txt", &ReadOptions::default()).collect()
}

fn read_one(text: &str) -> Puzzle {
    let mut all = read(text);
    assert_eq!(all.len(), 1, "{all:?}");
    all.remove(0).unwrap_or_else(|e| panic!("{e}"))
}

fn error(text: &str) -> String {
    let all = read(text);
    let e = all.into_iter().find_map(Result::err).expect("an error");
    e.to_string()
}

const P9: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

#[test]
fn one_line_puzzles_with_names_and_comments() {
    let text = format!(
        "# a comment\n{P9} first one\n\n{}  second\n",
        P9.replace('.', "0")
    );
    let all: Vec<Puzzle> = read(&text).into_iter().map(Result::unwrap).collect();
    assert_eq!(all.len(), 2);
    assert_eq!(all[0].name.as_deref(), Some("first one"));
    assert_eq!(all[1].name.as_deref(), Some("second"));
    assert_eq!(all[0].position, all[1].position);
    assert_eq!(all[1].line, 4);
    assert_eq!(write_line(&all[0].position), P9);
}

#[test]
fn decorated_grids_read_like_lines() {
    let grid = "# Named grid\n\
        4 . . | . . . | 8 . 5\n.3. ...\t... \n\
        ------+-------+------\n\
        . . . | 7 . . | . . .\n. 2 . | . . . | . 6 .\n. . . | . 8 . | 4 . .\n\
        ------+-------+------\n\
        . . . | . 1 . | . . .\n. . . | 6 . 3 | . 7 .\n5 . . | 2 . . | . . .\n1 . 4 | . . . | . . .\n";
    let p = read_one(grid);
    assert_eq!(write_line(&p.position), P9);
    assert_eq!(p.name.as_deref(), Some("Named grid"));
}

#[test]
fn several_grids_in_one_block() {
    let rows: Vec<String> = P9
        .as_bytes()
        .chunks(9)
        .map(|r| String::from_utf8_lossy(r).into_owned())
        .collect();
    let text = format!("{}\n{}\n", rows.join("\n"), rows.join("\n"));
    assert_eq!(read(&text).len(), 2);
}

#[test]
fn numbers_for_large_boards() {
    let geo = Geometry::standard(16).unwrap();
    let mut values = vec![0u8; 256];
    values[0] = 16;
    values[17] = 10;
    values[255] = 3;
    let p = Position::from_givens(geo, &values);
    let one_line = write_line(&p);
    assert_eq!(read_one(&one_line).position, p);
    let rows: Vec<String> = values
        .chunks(16)
        .map(|r| r.iter().map(u8::to_string).collect::<Vec<_>>().join(" "))
        .collect();
    assert_eq!(read_one(&rows.join("\n")).position, p);
    assert_eq!(read_one(&write_grid(&p)).position, p);
}

#[test]
fn pencil_mark_grids_keep_candidates() {
    let geo = Geometry::standard(9).unwrap();
    let mut p = Position::from_givens(
        geo,
        &P9.bytes()
            .map(|b| if b == b'.' { 0 } else { b - b'0' })
            .collect::<Vec<_>>(),
    );
    p.eliminate(1, 1);
    p.eliminate(1, 2);
    let text = write_pencil(&p);
    let back = read_one(&text);
    assert_eq!(back.position.candidates(1), p.candidates(1));
    assert_eq!(back.position, p);
}

#[test]
fn jigsaw_block_and_line_forms() {
    let text = "..43\n...1\n.2..\n....\nAAAB\nABBB\nCCDD\nCCDD\n";
    let p = read_one(text);
    assert!(p.position.geometry().is_jigsaw());
    assert_eq!(p.position.geometry().region_of(3), 1);
    let line = write_line_with_layout(&p.position);
    assert_eq!(line, "..43...1.2...... AAABABBBCCDDCCDD");
    assert_eq!(read_one(&line).position, p.position);
    assert_eq!(read_one(&write_grid(&p.position)).position, p.position);
}

#[test]
fn layout_option_and_box_option() {
    let layout: Vec<String> = "AAABABBBCCDDCCDD".chars().map(String::from).collect();
    let opts = ReadOptions {
        layout: Some(layout),
        ..ReadOptions::default()
    };
    let p: Vec<_> = read_sudoku("..43...1.2......", "t", &opts).collect();
    assert!(p[0].as_ref().unwrap().position.geometry().is_jigsaw());
    let opts = ReadOptions {
        box_shape: Some((2, 6)),
        ..ReadOptions::default()
    };
    let text = vec!["0"; 144].join(" ");
    let p: Vec<_> = read_sudoku(&text, "t", &opts).collect();
    let geo = p[0].as_ref().unwrap().position.geometry().clone();
    assert_eq!(geo.region_of(geo.cell(0, 5)), 0);
    assert_eq!(geo.region_of(geo.cell(0, 6)), 1);
}

#[test]
fn forced_format_reads_digits_as_numbers() {
    let opts = ReadOptions {
        format: Some(FormatKind::Numbers),
        ..ReadOptions::default()
    };
    let text = "1 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 2\n";
    let p: Vec<_> = read_sudoku(text, "t", &opts).collect();
    assert_eq!(p[0].as_ref().unwrap().position.value(15), 2);
}

#[test]
fn errors_name_line_column_and_expectation() {
    let bad = format!("{P9}\n{}x{}\n", &P9[..16], &P9[17..]);
    assert_eq!(
        error(&bad),
        "t.txt:2:17: expected a digit 1-9 or '.', found 'x'"
    );
    assert!(error(&P9[..80]).starts_with("t.txt:1:81: expected a one-line grid"));
    assert!(error("123\n456\n").contains("expected"));
    let short_row = "1234\n123\n1234\n1234\n";
    assert!(error(short_row).starts_with("t.txt:2:4: expected 4 cells"));
    let bad_layout = "..43\n...1\n.2..\n....\nAAAB\nABBA\nCCDD\nCCDD\n";
    assert!(error(bad_layout).contains("bad region layout"));
    assert!(error("1 2 3\n4 5 6\n7 8 10\n").contains("expected N*N numbers"));
    let pencil = "12 3 4 1\n3 4 12 2\n2 1 3 4\n4 3 2 1x\n";
    assert!(error(pencil).contains("t.txt:4:8"), "{}", error(pencil));
}

#[test]
fn block_errors_say_how_the_block_was_read() {
    let e = error("1234\n123\n1234\n1234\n");
    assert!(
        e.contains("read as a character grid, detected; formats tried"),
        "{e}"
    );
    assert!(error("------\n------\n").contains("only decoration"));
    assert!(error("layout\nAB\n").contains("only decoration or a layout"));
}

#[test]
fn bad_items_do_not_stop_the_batch() {
    let text = format!("{P9}\n{}\n{P9}\n", &P9[..79]);
    let all = read(&text);
    assert_eq!(all.len(), 3);
    assert!(all[0].is_ok() && all[1].is_err() && all[2].is_ok());
}

#[test]
fn round_trips_on_every_size() {
    for n in [4, 6, 8, 9, 10, 12, 16, 20, 25] {
        let geo = Geometry::standard(n).unwrap();
        let mut values = vec![0u8; n * n];
        for (i, v) in values.iter_mut().enumerate().step_by(3) {
            *v = ((i * 7) % n) as u8 + 1;
        }
        let p = Position::from_givens(geo, &values);
        assert_eq!(read_one(&write_line(&p)).position, p, "line {n}");
        assert_eq!(read_one(&write_grid(&p)).position, p, "grid {n}");
        if n <= 9 {
            // A one-candidate cell reads back as placed, so keep every cell open.
            let mut sparse = vec![0u8; n * n];
            sparse[0] = 1;
            sparse[n + 2] = 2;
            let mut q = Position::from_givens(p.geometry().clone(), &sparse);
            q.eliminate(n as u16 * 2, 3);
            let back = read_one(&write_pencil(&q)).position;
            assert_eq!(back.all_candidates(), q.all_candidates(), "pencil {n}");
        }
    }
}

#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn regression_library_pencil_grids_all_read() {
    let Some(text) = common::corpus_file("reglib pm", "pencilmarks/hodoku_reglib_pm.txt") else {
        return;
    };
    let all = read(&text);
    assert_eq!(all.len(), 1112);
    for p in &all {
        let p = p.as_ref().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(p.position.n(), 9);
        assert!(
            p.position
                .empty_cells()
                .all(|c| p.position.candidates(c) != DigitSet::EMPTY)
        );
    }
}

#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn every_corpus_sudoku_file_reads() {
    for (file, count) in [
        ("sudoku9/top1465.txt", 1465),
        ("sudoku9/hodoku_exemplars.txt", 669),
        ("sudoku9/sudoku_exchange_by_rating.txt", 2094),
        ("sizes/tcgaryau_12x12.txt", 10),
        ("sizes/tcgaryau_25x25.txt", 10),
        ("jigsaw/janko_jigsaw.txt", 660),
    ] {
        let Some(text) = common::corpus_file("corpus files", file) else {
            return;
        };
        let all = read(&text);
        assert_eq!(all.len(), count, "{file}");
        if let Some(Err(e)) = all.iter().find(|r| r.is_err()) {
            panic!("{e}");
        }
    }
}

/// The corpus's malformed comma files (course samples for error handling) are
/// read as comma-separated grids, so each reaches the error it was written to
/// test, at the line and column where the grid goes wrong (not at the first comma).
#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn malformed_corpus_files_get_located_errors() {
    for (file, at, what) in [
        ("9x9_extra_number.txt", (8, 19), "found 10"),
        ("9x9_missing_number.txt", (8, 16), "found 8"),
        ("9x9_too_few_rows.txt", (9, 1), "found 8 rows"),
        ("9x9_too_many_rows.txt", (10, 1), "found 10 rows"),
    ] {
        let Some(text) = common::corpus_file("bad_format", &format!("sudoku9/bad_format/{file}"))
        else {
            return;
        };
        let all = read(&text);
        assert!(!all.is_empty() && all.iter().all(Result::is_err), "{file}");
        let e = all[0].as_ref().unwrap_err();
        assert_eq!((e.line, e.column), at, "{file}: {e}");
        assert!(e.message.contains(what), "{file}: {e}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..800)) {
        let text = String::from_utf8_lossy(&bytes);
        for opts in [ReadOptions::default(), ReadOptions { format: Some(FormatKind::Pencil), ..ReadOptions::default() }] {
            let _ = read_sudoku(&text, "fuzz", &opts).count();
        }
    }

    #[test]
    fn grid_shaped_text_never_panics(text in "([0-9.A-Pa-p|+ \\-_#x]{0,30}\n|layout\n|\n){0,40}") {
        for kind in [None, Some(FormatKind::Grid), Some(FormatKind::Numbers), Some(FormatKind::Pencil), Some(FormatKind::Jigsaw)] {
            let opts = ReadOptions { format: kind, ..ReadOptions::default() };
            for r in read_sudoku(&text, "shaped", &opts) {
                if let Err(e) = r {
                    prop_assert!(e.line >= 1 && e.column >= 1);
                }
            }
        }
    }

    #[test]
    fn near_valid_grids_never_panic(
        edits in proptest::collection::vec((0usize..100, prop::sample::select(vec!['x', '|', '\n', ' ', '0', 'G', '#', '-', '9', 'a'])), 0..6),
        decorated in any::<bool>(),
    ) {
        let base = if decorated {
            let p = read_one(P9);
            write_grid(&p.position)
        } else {
            P9.to_string()
        };
        let mut chars: Vec<char> = base.chars().collect();
        for (at, c) in edits {
            let at = at % (chars.len() + 1);
            if at < chars.len() && c != '\n' { chars[at] = c } else { chars.insert(at.min(chars.len()), c) }
        }
        let text: String = chars.into_iter().collect();
        for kind in [None, Some(FormatKind::Line), Some(FormatKind::Grid), Some(FormatKind::Numbers), Some(FormatKind::Jigsaw)] {
            let opts = ReadOptions { format: kind, ..ReadOptions::default() };
            for r in read_sudoku(&text, "near", &opts) {
                if let Err(e) = r {
                    prop_assert!(e.line >= 1 && e.column >= 1);
                }
            }
        }
    }
}
