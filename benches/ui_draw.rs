//! Drawing speed of the terminal game (SPEC §10): one full frame of a bundled
//! 9×9 with candidates and of a 25×25, drawn into ratatui's TestBackend (figure:
//! time per frame; the game redraws at least four times a second for its clock);
//! and a key on a 25×25 whose hint, a chain of twelve nodes, is drawn as its
//! pattern with every candidate shown (figure: time from the key to the frame);
//! and a key on a 45×30 Kakuro at 80×24 with the candidate tools' digit filter
//! and pairs on and a hint shown (figure: time from the key to the frame).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use kibitz::app::{Action, App, HintKind, HintStep, StagedHint, update};
use kibitz::engine::pattern::{Chain, ChainNode, Link, Pattern};
use kibitz::engine::technique::TechniqueId;
use kibitz::engine::{CellDigit, DigitSet, Instance};
use kibitz::format::{ReadOptions, read_sudoku};
use kibitz::game::{KakuroGame, SudokuGame};
use kibitz::kakuro::HintStage;
use kibitz::kakuro::read_kakuro;
use kibitz::theme::Theme;
use kibitz::ui::Measures;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn app_with(file: &str) -> App {
    let path = format!("{}/puzzles/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).expect("bundled puzzle file");
    let puzzle = read_sudoku(&text, file, &ReadOptions::default())
        .find_map(Result::ok)
        .expect("a readable puzzle");
    let mut app = App::new(Theme::builtin(), None, Vec::new());
    app.open(SudokuGame::new(None, &puzzle.position, None));
    update(&mut app, Action::FillCandidates, &Measures);
    app
}

fn frames(c: &mut Criterion) {
    for (file, w, h) in [("sudoku9/easy.txt", 120, 40), ("sizes/25x25.txt", 120, 40)] {
        let app = app_with(file);
        let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("terminal");
        c.bench_function(&format!("draw {file} at {w}x{h}"), |b| {
            b.iter(|| {
                terminal
                    .draw(|f| kibitz::ui::draw(f, black_box(&app)))
                    .expect("draw");
            })
        });
    }
}

/// A chain on digit 1 through the first twelve empty cells that allow it, links
/// alternating strong and weak, shown at its cells stage; the bundled 25×25 has
/// no chain hint of its own, and drawing does not check the chain.
fn chain_hint(app: &App) -> StagedHint {
    let pos = app.sudoku().expect("a Sudoku").position();
    let cells: Vec<u16> = pos
        .empty_cells()
        .filter(|&c| pos.allowed(c).contains(1))
        .take(13)
        .collect();
    let (target, nodes) = cells.split_last().expect("empty cells");
    let links = (1..nodes.len())
        .map(|i| if i % 2 == 1 { Link::Strong } else { Link::Weak })
        .collect();
    let chain = Chain {
        nodes: nodes.iter().map(|&c| ChainNode::cell(c, 1)).collect(),
        links,
        conclusion: "one of the ends is 1".into(),
    };
    let removed = CellDigit {
        cell: *target,
        digit: 1,
    };
    let instance = Instance::elimination(
        TechniqueId::XChain,
        Pattern::Chain(chain),
        DigitSet::single(1),
        Vec::new(),
        nodes.to_vec(),
        vec![removed],
    )
    .expect("an elimination");
    StagedHint {
        step: HintStep::Sudoku(instance),
        stage: HintStage::Cells,
        kind: HintKind::Simplest,
    }
}

fn key_with_a_chain_hint(c: &mut Criterion) {
    let file = "sizes/25x25.txt";
    for (w, h) in [(120, 45), (200, 60)] {
        let mut app = app_with(file);
        update(&mut app, Action::ClearCandidates, &Measures);
        app.hint = Some(chain_hint(&app));
        let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("terminal");
        let mut step = 1;
        c.bench_function(
            &format!("key and redraw, {file} chain hint at {w}x{h}"),
            |b| {
                b.iter(|| {
                    step = -step;
                    update(&mut app, Action::Move(0, step), &Measures);
                    terminal
                        .draw(|f| kibitz::ui::draw(f, black_box(&app)))
                        .expect("draw");
                })
            },
        );
        assert!(app.hint.is_some(), "a cursor move keeps the hint");
    }
}

/// A 45×30 Kakuro of copies of a 3×3 one, far larger than 80×24 shows.
fn large_kakuro() -> App {
    let tile = [["#", "4\\", "3\\"], ["\\3", ".", "."], ["\\4", ".", "."]];
    let text: String = (0..30)
        .map(|r| {
            let row: Vec<&str> = (0..45).map(|c| tile[r % 3][c % 3]).collect();
            row.join(" ") + "\n"
        })
        .collect();
    let puzzle = read_kakuro(&text, "tiled").expect("readable");
    let mut app = App::new(Theme::builtin(), None, Vec::new());
    app.open(KakuroGame::for_puzzle(&puzzle));
    app
}

fn key_on_a_large_kakuro_with_the_tools_on(c: &mut Criterion) {
    let mut app = large_kakuro();
    for action in [
        Action::DigitFilter,
        Action::Digit(1),
        Action::TogglePairs,
        Action::Hint,
        Action::Hint,
    ] {
        update(&mut app, action, &Measures);
    }
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("terminal");
    let mut step = 1;
    c.bench_function(
        "key and redraw, 45x30 Kakuro, filter and pairs at 80x24",
        |b| {
            b.iter(|| {
                step = -step;
                update(&mut app, Action::Move(0, step), &Measures);
                terminal
                    .draw(|f| kibitz::ui::draw(f, black_box(&app)))
                    .expect("draw");
            })
        },
    );
    assert!(app.hint.is_some(), "a cursor move keeps the hint");
}

criterion_group!(
    benches,
    frames,
    key_with_a_chain_hint,
    key_on_a_large_kakuro_with_the_tools_on
);
criterion_main!(benches);
