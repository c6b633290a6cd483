//! The coach on screen (SPEC §4, §10), drawn with ratatui's TestBackend and kept as
//! insta snapshots: the panel of a normal, a stuck, a several-solutions and a
//! no-solution-from-here position; each stage of a hint and the hint applied; a
//! forcing chain's hint, branch by branch; the score editor, whose total follows
//! every edit; and the hardest set. The rating worker's job is done in the test's
//! own thread (`assess_now`), so every screen shows the answer for its own
//! position.
#![cfg(feature = "tui")]

use crate::common;

use common::screen::{act, bundled_game, settle};

use kibitz::app::{Action, App, HintStep, Screen};
use kibitz::engine::solver::unique_solution;
use kibitz::engine::technique::TechniqueId;
use kibitz::engine::{Geometry, Position};
use kibitz::format::{ReadOptions, read_sudoku};
use kibitz::game::SudokuGame;
use kibitz::rating::Scores;
use kibitz::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// The scores of seed 000's Table 1 alone (every other technique disabled), so
/// the screens of a stuck position and of the hardest set do not change as
/// techniques are added.
fn seed_table_scores() -> Scores {
    let table = [
        TechniqueId::HiddenSingle,
        TechniqueId::HiddenPair,
        TechniqueId::HiddenTriple,
        TechniqueId::LockedCandidates1,
        TechniqueId::LockedCandidates2,
        TechniqueId::NakedPair,
        TechniqueId::NakedTriple,
        TechniqueId::HiddenQuad,
        TechniqueId::NakedQuad,
        TechniqueId::XWing,
        TechniqueId::Swordfish,
        TechniqueId::Jellyfish,
    ];
    let mut scores = Scores::default();
    for t in TechniqueId::ALL {
        if !table.contains(&t) {
            scores.set(t, 0);
        }
    }
    scores
}

/// Puzzle `index` (from 0) of a bundled file, opened with the dark theme and rated.
fn app_with(file: &str, index: usize) -> App {
    app_scored(file, index, Scores::default())
}

/// [`app_with`] rated under `scores`.
fn app_scored(file: &str, index: usize, scores: Scores) -> App {
    opened_with(bundled_game(file, index), scores)
}

fn opened(game: SudokuGame) -> App {
    opened_with(game, Scores::default())
}

/// Opens a game rated under `scores`.
fn opened_with(mut game: SudokuGame, scores: Scores) -> App {
    game.clock_mut().hold();
    let mut app = App::new(Theme::builtin(), Some("dark"), Vec::new());
    app.scores = scores;
    app.open(game);
    settle(&mut app);
    app
}

fn screen(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("terminal");
    terminal.draw(|f| kibitz::ui::draw(f, app)).expect("draw");
    terminal.backend().to_string()
}

#[test]
fn panel_of_a_normal_position() {
    let mut app = app_with("sudoku9/medium.txt", 0);
    act(
        &mut app,
        &[
            Action::Hint,
            Action::ApplyHint,
            Action::Hint,
            Action::ApplyHint,
        ],
    );
    let text = screen(&app, 100, 32);
    assert!(text.contains("Still required, hardest first"), "{text}");
    assert!(
        text.contains("Score ~") && text.contains("one solution"),
        "{text}"
    );
    insta::assert_snapshot!(text);
}

#[test]
fn panel_of_a_stuck_position() {
    let mut app = app_scored("sudoku9/top95.txt", 3, seed_table_scores());
    act(&mut app, &[Action::FillCandidates]);
    let text = screen(&app, 100, 32);
    assert!(text.contains("***  (stuck)"), "{text}");
    insta::assert_snapshot!(text);
}

/// A solved board says so in the panel, rather than listing what is required.
#[test]
fn a_solved_board_says_so_in_the_panel() {
    let mut app = app_with("sudoku9/easy.txt", 0);
    for _ in 0..100 {
        act(&mut app, &[Action::Hint]);
        if app.hint.is_none() {
            break;
        }
        act(&mut app, &[Action::ApplyHint]);
    }
    assert!(app.sudoku().is_some_and(|g| g.is_solved()));
    let text = screen(&app, 100, 32);
    assert!(text.contains("Solved: nothing more is required"), "{text}");
    assert!(!text.contains("naked singles only"), "{text}");
}

#[test]
fn a_bundled_16x16_is_solved_with_hint_keys_alone() {
    let mut app = app_with("sizes/16x16.txt", 4);
    for _ in 0..400 {
        act(&mut app, &[Action::Hint]);
        if app.hint.is_none() {
            break;
        }
        act(&mut app, &[Action::ApplyHint]);
    }
    assert!(app.sudoku().is_some_and(|g| g.is_solved()));
}

/// SPEC §3's last resort: where no enabled technique applies, `i` gives the
/// directed guess in three stages (no technique and the cell; its candidates;
/// the digit), and `a` places the solution's digit as one undoable step.
#[test]
fn a_stuck_position_gets_the_directed_guess_in_three_stages() {
    let mut app = app_scored("sudoku9/top95.txt", 3, seed_table_scores());
    let mut guessed = false;
    for _ in 0..200 {
        act(&mut app, &[Action::Hint]);
        match &app.hint {
            Some(h) if matches!(h.step, HintStep::Guess(_)) => {
                guessed = true;
                break;
            }
            Some(_) => act(&mut app, &[Action::ApplyHint]),
            None => break,
        }
    }
    assert!(guessed, "no last resort offered");
    let text = screen(&app, 100, 32);
    assert!(
        text.contains("No technique kibitz knows applies here"),
        "{text}"
    );
    act(&mut app, &[Action::Hint]);
    let text = screen(&app, 100, 32);
    assert!(text.contains("try each in turn"), "{text}");
    act(&mut app, &[Action::Hint]);
    let text = screen(&app, 100, 32);
    assert!(text.contains("every other candidate leads"), "{text}");
    let Some(HintStep::Guess(guess)) = app.hint.as_ref().map(|h| h.step.clone()) else {
        panic!("the guess is shown");
    };
    let solution = app
        .sudoku()
        .and_then(SudokuGame::solution)
        .unwrap()
        .to_vec();
    assert_eq!(guess.digit, solution[usize::from(guess.cell)]);
    act(&mut app, &[Action::ApplyHint]);
    let position = app.sudoku().unwrap().position();
    assert_eq!(position.value(guess.cell), guess.digit);
    act(&mut app, &[Action::Undo]);
    assert_eq!(app.sudoku().unwrap().position().value(guess.cell), 0);
}

#[test]
fn panel_of_a_position_with_several_solutions() {
    let geo = Geometry::standard(4).expect("4x4");
    let mut givens = vec![0; 16];
    givens[0] = 1;
    givens[5] = 3;
    let pos = Position::from_givens(geo, &givens);
    assert!(unique_solution(&pos).is_none());
    let app = opened(SudokuGame::new(Some("open 4×4".into()), &pos, None));
    let text = screen(&app, 80, 24);
    assert!(text.contains("several solutions (flagged)"), "{text}");
    insta::assert_snapshot!(text);
}

/// The first bundled easy 9×9, rated, with r1c1 given a digit that breaks no
/// rule on the board but is not its solution.
fn with_a_wrong_digit_in_r1c1() -> App {
    let mut app = app_with("sudoku9/easy.txt", 0);
    let solution = app
        .sudoku()
        .and_then(SudokuGame::solution)
        .expect("solved")
        .to_vec();
    let wrong = (1..=9)
        .find(|&d| d != solution[0] && app.sudoku().unwrap().position().allowed(0).contains(d));
    act(
        &mut app,
        &[
            Action::Select(0),
            Action::Digit(wrong.expect("a wrong but allowed digit")),
        ],
    );
    app
}

#[test]
fn panel_of_a_position_without_solution_from_here() {
    let mut app = with_a_wrong_digit_in_r1c1();
    let text = screen(&app, 80, 24);
    assert!(text.contains("No solution from here"), "{text}");
    act(&mut app, &[Action::Hint]);
    assert!(app.hint.is_none());
    act(&mut app, &[Action::UndoToMistake]);
    assert_eq!(app.sudoku().unwrap().position().value(0), 0);
    insta::assert_snapshot!(text);
}

#[test]
fn the_hardest_set_of_a_position_against_the_solution_says_why_there_is_none() {
    let mut app = with_a_wrong_digit_in_r1c1();
    act(&mut app, &[Action::ShowHardest]);
    let text = screen(&app, 80, 24);
    assert!(
        text.contains("none: a digit on the board goes against"),
        "{text}"
    );
    assert!(text.contains("undo to the mistake first"), "{text}");
    assert!(!text.contains("working it out"), "{text}");
}

#[test]
fn each_hint_stage_then_apply_and_undo() {
    let mut app = app_with("sudoku9/medium.txt", 0);
    act(&mut app, &[Action::FillCandidates, Action::Hint]);
    insta::assert_snapshot!("hint_1_technique", screen(&app, 110, 38));
    act(&mut app, &[Action::Hint]);
    insta::assert_snapshot!("hint_2_cells", screen(&app, 110, 38));
    act(&mut app, &[Action::Hint]);
    insta::assert_snapshot!("hint_3_step", screen(&app, 110, 38));
    let before = app.sudoku().unwrap().position().clone();
    act(&mut app, &[Action::ApplyHint]);
    assert_ne!(app.sudoku().unwrap().position(), &before);
    assert!(app.hint.is_none());
    act(&mut app, &[Action::Undo]);
    assert_eq!(app.sudoku().unwrap().position(), &before);
}

#[test]
fn the_general_hint_has_its_own_key_and_stages() {
    let mut app = app_with("sudoku9/medium.txt", 0);
    act(&mut app, &[Action::GeneralHint, Action::GeneralHint]);
    let text = screen(&app, 100, 32);
    assert!(
        text.contains("General hint") && text.contains("look at"),
        "{text}"
    );
}

/// Typing on the naked single's row (SPEC §4: automatic) says why on screen,
/// under the table, with the row still selected.
#[test]
fn the_automatic_row_says_why_it_takes_no_score() {
    let mut app = app_with("sudoku9/medium.txt", 0);
    act(&mut app, &[Action::OpenScores, Action::ScoreDigit(5)]);
    for (w, h) in [(80, 24), (120, 40)] {
        let text = screen(&app, w, h);
        assert!(text.contains("automatic"), "{w}×{h}:\n{text}");
        assert!(text.contains("not set"), "{w}×{h}:\n{text}");
        assert!(text.contains("Naked single"), "{w}×{h}:\n{text}");
        assert!(text.contains("Total Σ N×D"), "{w}×{h}:\n{text}");
    }
}

#[test]
fn score_editor_total_follows_every_edit() {
    let mut app = app_with("sudoku9/medium.txt", 0);
    act(
        &mut app,
        &[
            Action::OpenScores,
            Action::ScoreMove(1),
            Action::ScoreDigit(7),
        ],
    );
    let text = screen(&app, 100, 32);
    assert!(text.contains("Technique scores"), "{text}");
    insta::assert_snapshot!(text);
    for edits in [
        &[Action::ScoreRaise][..],
        &[Action::ScoreMove(3), Action::ScoreDigit(0)],
        &[Action::ScoreReset],
    ] {
        act(&mut app, edits);
        let rated = app.coach.current_rated().expect("re-rated at once");
        let sum: u32 = TechniqueId::ALL
            .iter()
            .map(|&t| rated.rating.counts.get(t) * app.scores.get(t))
            .sum();
        assert_eq!(rated.rating.score, Some(sum));
        let shown = screen(&app, 100, 32);
        let total = shown
            .lines()
            .find(|l| l.contains("Total Σ N×D"))
            .expect("a total row");
        let shown_total = total.trim_matches('"').split_whitespace().last();
        assert_eq!(shown_total, Some(sum.to_string().as_str()), "{total}");
    }
    act(&mut app, &[Action::ClosePanel]);
    assert_eq!(app.screen, Screen::Board);
}

#[test]
fn the_hardest_set_of_a_known_puzzle() {
    let text = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let puzzle = read_sudoku(text, "inline", &ReadOptions::default())
        .next()
        .unwrap()
        .unwrap();
    let mut app = opened_with(
        SudokuGame::new(Some("lib example".into()), &puzzle.position, None),
        seed_table_scores(),
    );
    act(&mut app, &[Action::ShowHardest]);
    let shown = screen(&app, 80, 24);
    // From the hardest down (SPEC §4): hidden singles and pointing suffice.
    for name in ["Hidden single", "Locked candidates 1"] {
        assert!(shown.contains(name), "{shown}");
    }
    assert!(!shown.contains("Naked pair"), "{shown}");
    insta::assert_snapshot!(shown);
    act(&mut app, &[Action::KeepHardest]);
    assert_eq!(app.scores.get(TechniqueId::HiddenSingle), 1);
    assert_eq!(app.scores.get(TechniqueId::NakedPair), 0);
}

#[test]
fn the_help_shows_every_coach_key_on_a_small_terminal() {
    let mut app = app_with("sudoku9/easy.txt", 0);
    act(&mut app, &[Action::ToggleHelp]);
    // The keys' pages at this size, up to the legend of the ratings after them.
    let mut pages = Vec::new();
    while pages.len() < 10 {
        let page = screen(&app, 80, 24);
        if !page.contains(" Keys ") {
            break;
        }
        pages.push(page);
        act(&mut app, &[Action::HelpPage(1)]);
    }
    let text = pages.join("\n");
    for key in [
        "i Tab",
        "g  ",
        "s  ",
        "w  ",
        "Enter  ",
        "hint: the",
        "general hint",
        "score edi",
    ] {
        assert!(text.contains(key), "{key} is missing:\n{text}");
    }
    insta::assert_snapshot!(text);
}

/// #7 of the top95 list (MIT-licensed, norvig/pytudes `py/sudoku-top95.txt`),
/// which needs forcing chains.
const TOP95_7: &str =
    "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....";

#[test]
fn a_forcing_chain_hint_follows_each_branch_to_its_one_conclusion() {
    let puzzle = read_sudoku(TOP95_7, "top95", &ReadOptions::default())
        .next()
        .expect("a puzzle")
        .expect("readable");
    let mut app = opened(SudokuGame::new(
        Some("top95 #7".into()),
        &puzzle.position,
        None,
    ));
    // Hint and apply until the simplest hint is a forcing chain.
    let mut steps = 0;
    loop {
        act(&mut app, &[Action::Hint]);
        let hint = app.hint.as_ref().expect("a hint on an unsolved puzzle");
        if hint.step.name() == TechniqueId::ForcingChain.name() {
            break;
        }
        steps += 1;
        assert!(steps < 100, "no forcing chain in 100 hints");
        act(&mut app, &[Action::ApplyHint]);
    }
    act(&mut app, &[Action::Hint, Action::Hint]);
    let text = screen(&app, 110, 38);
    assert!(text.contains("Forcing chain from"), "{text}");
    insta::assert_snapshot!(text);
}
