//! The Kakuro editor's model: clues typed digit by digit on either side, squares
//! made white and black, the grid resized, and the check that plays only a grid
//! with one solution.

use super::*;
use crate::app::Action;
use crate::kakuro::read_kakuro;
use crate::theme::Theme;

/// Types `keys` as edits (digits write sums, `.` white, `#` black, `\` switches
/// the side, `<` takes a digit back) at the selected square.
fn type_in(editor: &mut KakuroEditor, keys: &str) {
    for ch in keys.chars() {
        let edit = match ch {
            '0'..='9' => SquareEdit::ClueDigit(ch as u8 - b'0'),
            '.' => SquareEdit::White,
            '#' => SquareEdit::Black,
            '\\' => SquareEdit::SwitchSide,
            '<' => SquareEdit::ClueBackspace,
            other => panic!("no edit for {other:?}"),
        };
        editor.edit(edit);
    }
}

/// The 2×2 of white cells with clues 4\ 3\ / \3 / \4: one solution.
fn written_square() -> KakuroEditor {
    let mut e = KakuroEditor::blank(3, 3);
    e.cursor = (0, 1);
    type_in(&mut e, "4");
    e.cursor = (0, 2);
    type_in(&mut e, "3\\");
    e.cursor = (1, 0);
    type_in(&mut e, "3");
    e.cursor = (2, 0);
    type_in(&mut e, "4");
    e
}

#[test]
fn digits_write_a_sum_on_the_selected_side() {
    let mut e = KakuroEditor::blank(4, 4);
    e.cursor = (0, 1);
    type_in(&mut e, "16");
    assert_eq!(
        e.selected(),
        Square::Clue {
            down: Some(16),
            right: None
        }
    );
    type_in(&mut e, "\\23");
    let both = Square::Clue {
        down: Some(16),
        right: Some(23),
    };
    assert_eq!(e.selected(), both);
    type_in(&mut e, "9");
    let restarted = Square::Clue {
        down: Some(16),
        right: Some(9),
    };
    assert_eq!(
        e.selected(),
        restarted,
        "239 is past 45: the sum starts again"
    );
    type_in(&mut e, "<");
    assert_eq!(
        e.selected(),
        Square::Clue {
            down: Some(16),
            right: None
        }
    );
    type_in(&mut e, "\\<<");
    assert_eq!(e.selected(), Square::Black, "no sum left: a black square");
    type_in(&mut e, "0");
    assert_eq!(e.selected(), Square::Black, "a leading 0 is no sum");
    type_in(&mut e, ".");
    assert_eq!(e.selected(), Square::White);
}

#[test]
fn resizing_keeps_the_squares_that_remain() {
    let mut e = written_square();
    assert!(e.edit(SquareEdit::Columns(1)).is_some());
    assert_eq!((e.width, e.height), (4, 3));
    assert_eq!(e.square(0, 3), Square::Black, "new squares are black");
    assert_eq!(
        e.square(0, 1),
        Square::Clue {
            down: Some(4),
            right: None
        }
    );
    e.edit(SquareEdit::Rows(-1));
    e.edit(SquareEdit::Rows(-1));
    assert_eq!(e.height, MIN_SIDE);
    e.edit(SquareEdit::Blank);
    assert_eq!(e.counts(), (6, 0));
}

#[test]
fn the_check_plays_one_solution_only_and_says_why_not() {
    let puzzle = written_square().check().expect("one solution");
    assert_eq!(puzzle.grid.cell_count(), 4);

    let mut no_clue = written_square();
    no_clue.cursor = (2, 0);
    type_in(&mut no_clue, "#");
    let why = no_clue.check().unwrap_err();
    assert!(
        why.starts_with("r3c") && why.ends_with("fix it first"),
        "{why}"
    );

    let mut none = written_square();
    none.cursor = (1, 0);
    type_in(&mut none, "<9");
    let why = none.check().unwrap_err();
    assert!(why.contains("no solution"), "{why}");

    // Every sum 4 (1+3): the square reads 1 3 / 3 1 or 3 1 / 1 3.
    let mut several = KakuroEditor::blank(3, 3);
    for (at, keys) in [((0, 1), "4"), ((0, 2), "4\\"), ((1, 0), "4"), ((2, 0), "4")] {
        several.cursor = at;
        type_in(&mut several, keys);
    }
    let why = several.check().unwrap_err();
    assert!(why.starts_with("several solutions"), "{why}");
}

#[test]
fn e_on_a_kakuro_opens_its_grid_and_enter_plays_it() {
    let text = "# 4\\ 3\\\n\\3 . .\n\\4 . .\n";
    let puzzle = read_kakuro(text, "t").unwrap();
    let mut app = App::new(Theme::builtin(), None, Vec::new());
    app.open(crate::game::KakuroGame::for_puzzle(&puzzle));
    crate::app::fixtures::update(&mut app, Action::OpenEditor);
    let Screen::KakuroEditor(editor) = &app.screen else {
        panic!("not the Kakuro editor: {:?}", app.screen);
    };
    assert_eq!(
        editor.square(0, 1),
        Square::Clue {
            down: Some(4),
            right: None
        }
    );
    let effects = crate::app::fixtures::update(&mut app, Action::EditorDone);
    assert!(matches!(
        effects.as_slice(),
        [Effect::SaveGame, Effect::OpenEdited { tone: Tone::Success, puzzle, .. }]
            if matches!(puzzle.as_ref(), Puzzle::Kakuro(k) if k.grid.cell_count() == 4)
    ));
    assert_eq!(app.screen, Screen::Board);
}
