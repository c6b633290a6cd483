//! Hints a person can follow, on screen (SPEC §10), drawn with ratatui's
//! TestBackend and kept as insta snapshots at 80×24 and 120×40: an AIC's nodes
//! numbered with their links at the cells stage and its step, an X-chain and an
//! ALS-XZ at both stages with the X-chain's description in the hint view, a
//! finned fish and a forcing net's branches at both stages, and the hint view
//! scrolled to a forcing net's conclusion. The positions come from playing simplest hints on
//! bundled puzzles (`puzzles/README.md` gives their sources, public domain or
//! MIT); the rating worker's job is done in the test's own thread.
#![cfg(feature = "tui")]

use crate::common;

use common::screen::{act, bundled_game, settle};

use kibitz::app::{Action, App, Screen, Scroll};
use kibitz::engine::technique::TechniqueId;
use kibitz::rating::Scores;
use kibitz::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// The two terminal sizes every screen is kept at.
const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

/// Puzzle `index` (from 0) of a bundled file after `applied` simplest hints,
/// in a terminal of `size`.
fn played(file: &str, index: usize, applied: usize, size: (u16, u16)) -> App {
    played_scored(file, index, applied, size, Scores::default())
}

/// [`played`] under `scores`.
fn played_scored(
    file: &str,
    index: usize,
    applied: usize,
    size: (u16, u16),
    scores: Scores,
) -> App {
    let game = bundled_game(file, index);
    let mut app = App::new(Theme::builtin(), Some("dark"), Vec::new());
    app.size = size;
    app.scores = scores;
    app.open(game);
    settle(&mut app);
    for _ in 0..applied {
        act(&mut app, &[Action::Hint, Action::ApplyHint]);
    }
    app
}

fn screen(app: &App) -> String {
    let (w, h) = app.size;
    let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    terminal.draw(|f| kibitz::ui::draw(f, app)).expect("draw");
    terminal.backend().to_string()
}

fn hint_name(app: &App) -> &'static str {
    app.hint.as_ref().expect("a hint").step.name()
}

#[test]
fn an_aic_is_drawn_with_its_nodes_in_order_and_its_links() {
    for size in SIZES {
        let mut app = played("sudoku9/diabolical.txt", 9, 10, size);
        act(&mut app, &[Action::Hint, Action::Hint]);
        assert_eq!(hint_name(&app), TechniqueId::Aic.name());
        let cells = screen(&app);
        assert!(cells.contains('¹') && cells.contains('²'), "{cells}");
        assert!(cells.contains("= strong link"), "{cells}");
        insta::assert_snapshot!(format!("aic_cells_{}x{}", size.0, size.1), cells);
        act(&mut app, &[Action::Hint]);
        let step = screen(&app);
        assert!(step.contains('×'), "{step}");
        insta::assert_snapshot!(format!("aic_step_{}x{}", size.0, size.1), step);
    }
}

#[test]
fn a_finned_fish_marks_its_lines_and_fins() {
    for size in SIZES {
        let mut app = played("sudoku9/diabolical.txt", 8, 13, size);
        act(&mut app, &[Action::Hint, Action::Hint]);
        assert_eq!(hint_name(&app), TechniqueId::FinnedSwordfish.name());
        let text = screen(&app);
        assert!(text.contains('*') && text.contains("base"), "{text}");
        insta::assert_snapshot!(format!("finned_fish_{}x{}", size.0, size.1), text);
        act(&mut app, &[Action::Hint]);
        let step = screen(&app);
        assert!(step.contains('×'), "a removal is struck:\n{step}");
        insta::assert_snapshot!(format!("finned_fish_step_{}x{}", size.0, size.1), step);
    }
}

/// #16 of the bundled top95 list with forcing chains disabled: Simplest first
/// then needs forcing nets, so its general hint at the start (SPEC §3, no
/// harder than needed) is a forcing net of several branches.
fn forcing_net(size: (u16, u16)) -> App {
    let mut scores = Scores::default();
    scores.set(TechniqueId::ForcingChain, 0);
    let app = played_scored("sudoku9/top95.txt", 15, 0, size, scores);
    assert!(app.hint.is_none());
    app
}

#[test]
fn a_forcing_net_draws_its_source_and_each_branch() {
    for size in SIZES {
        let mut app = forcing_net(size);
        act(&mut app, &[Action::GeneralHint, Action::GeneralHint]);
        assert_eq!(hint_name(&app), TechniqueId::ForcingNet.name());
        let text = screen(&app);
        assert!(text.contains("¹ if"), "{text}");
        insta::assert_snapshot!(format!("forcing_net_cells_{}x{}", size.0, size.1), text);
        // The step's text does not fit the panel: the hint view opens by itself,
        // and closing it shows the board with the step drawn.
        act(&mut app, &[Action::GeneralHint]);
        if app.screen != Screen::Board {
            act(&mut app, &[Action::ToggleHintView]);
        }
        assert_eq!(app.screen, Screen::Board);
        let step = screen(&app);
        assert!(step.contains('×') || step.contains('+'), "{step}");
        insta::assert_snapshot!(format!("forcing_net_step_{}x{}", size.0, size.1), step);
    }
}

#[test]
fn the_hint_view_opens_on_a_long_forcing_net_and_scrolls_to_its_conclusion() {
    for size in SIZES {
        let mut app = forcing_net(size);
        act(&mut app, &[Action::GeneralHint; 3]);
        assert_eq!(app.screen, Screen::HintView(0), "opened by itself");
        let top = screen(&app);
        assert!(top.contains("more below"), "{top}");
        act(&mut app, &[Action::HintScroll(Scroll::End)]);
        let end = screen(&app);
        assert!(end.contains("the end"), "{end}");
        assert!(end.contains("either way") || end.contains("so r"), "{end}");
        insta::assert_snapshot!(format!("hint_view_end_{}x{}", size.0, size.1), end);
        act(&mut app, &[Action::ApplyHint]);
        assert_eq!(app.screen, Screen::Board);
    }
}

/// A technique's description is reachable from its hint (SPEC §10): before the
/// step is shown, the hint view holds what to look for, why it works and when
/// to use it.
#[test]
fn the_hint_view_describes_the_technique_before_the_step() {
    let mut app = played("sudoku9/medium.txt", 0, 0, (80, 24));
    act(&mut app, &[Action::FillCandidates, Action::Hint]);
    act(&mut app, &[Action::ToggleHintView]);
    assert_eq!(app.screen, Screen::HintView(0));
    let top = screen(&app);
    assert!(top.contains("What to look for"), "{top}");
    act(&mut app, &[Action::HintScroll(Scroll::End)]);
    let end = screen(&app);
    assert!(end.contains("When to use it"), "{end}");
    // At the step the view ends on the step itself.
    act(&mut app, &[Action::Hint, Action::Hint]);
    act(&mut app, &[Action::HintScroll(Scroll::End)]);
    let step = screen(&app);
    assert!(!step.contains("When to use it"), "{step}");
}

/// Puzzle `index` of a bundled file played by simplest hints until the next one
/// is `technique`, in a terminal of `size`, the hint at its first stage.
fn played_until(file: &str, index: usize, technique: TechniqueId, size: (u16, u16)) -> App {
    let mut app = played(file, index, 0, size);
    for _ in 0..81 {
        act(&mut app, &[Action::Hint]);
        if hint_name(&app) == technique.name() {
            return app;
        }
        act(&mut app, &[Action::ApplyHint]);
    }
    panic!("{file} #{index}: no {} on the way", technique.name());
}

/// The cells stage and the step of the hint shown, kept as `NAME_cells_WxH`
/// and `NAME_step_WxH`.
fn stages_kept(app: &mut App, name: &str) {
    let (w, h) = app.size;
    act(app, &[Action::Hint]);
    let cells = screen(app);
    assert!(cells.contains("look at"), "{cells}");
    insta::assert_snapshot!(format!("{name}_cells_{w}x{h}"), cells);
    act(app, &[Action::Hint]);
    let step = screen(app);
    assert!(step.contains('×'), "a removal is struck:\n{step}");
    insta::assert_snapshot!(format!("{name}_step_{w}x{h}"), step);
}

#[test]
fn an_x_chain_numbers_its_nodes_at_both_stages() {
    for size in SIZES {
        let mut app = played_until("sudoku9/diabolical.txt", 17, TechniqueId::XChain, size);
        stages_kept(&mut app, "x_chain");
        let text = screen(&app);
        assert!(text.contains('¹') && text.contains('²'), "{text}");
    }
}

#[test]
fn an_als_xz_tints_its_sets_at_both_stages() {
    for size in SIZES {
        let mut app = played_until("sudoku9/diabolical.txt", 9, TechniqueId::AlsXz, size);
        stages_kept(&mut app, "als_xz");
    }
}

/// The X-chain's description (SPEC §10, what each technique is), read in the
/// hint view from its first stage.
#[test]
fn the_hint_view_holds_the_x_chain_description() {
    for size in SIZES {
        let mut app = played_until("sudoku9/diabolical.txt", 17, TechniqueId::XChain, size);
        act(&mut app, &[Action::ToggleHintView]);
        assert_eq!(app.screen, Screen::HintView(0));
        let text = screen(&app);
        assert!(
            text.contains("X-chain") && text.contains("What to look for"),
            "{text}"
        );
        insta::assert_snapshot!(format!("x_chain_description_{}x{}", size.0, size.1), text);
    }
}
