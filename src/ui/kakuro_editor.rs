//! The Kakuro editor's screen (SPEC §8, §10): the grid being written, drawn as
//! the game draws a Kakuro (black squares filled, clue squares as `D\R`, white
//! squares blank; a grid too large for the terminal is a window that follows
//! the selected square), and a panel with the size, the counts of white squares
//! and sums, the selected square and the sum digits write, the editor's keys
//! (from the keymap's table) and the last message.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::form_text::{key_lines, message_lines};
use super::kakuro_grid::{clue_text, draw_clue, draw_lines, fill};
use super::kakuro_layout::sized_layout;
use crate::app::Action;
use crate::app::App;
use crate::app::kakuro_editor::KakuroEditor;
use crate::app::keymap::{KAKURO_EDITOR, key_label};
use crate::kakuro::Square;

/// Draws the Kakuro editor over the whole `area`.
pub fn draw(buf: &mut Buffer, area: Rect, app: &App, editor: &KakuroEditor) {
    let theme = app.theme();
    let size = (editor.height, editor.width);
    let l = match sized_layout(size, area, editor.cursor) {
        Ok(l) => l,
        Err(needed) => {
            let board = format!("A {}×{} Kakuro", editor.width, editor.height);
            return super::too_small(buf, area, &board, needed, theme);
        }
    };
    let g = &l.grid;
    draw_lines(buf, g, theme);
    for r in g.first.0..g.first.0 + g.shown.0 {
        for c in g.first.1..g.first.1 + g.shown.1 {
            let origin = (g.col_x(c), g.row_y(r));
            match editor.square(r, c) {
                Square::Black => fill(buf, g, origin, '█', theme.thin_line),
                Square::Clue { down, right } => draw_clue(buf, g, origin, down, right, theme),
                Square::White => fill(buf, g, origin, ' ', theme.text),
            }
            if (r, c) == editor.cursor {
                let inside = Rect::new(origin.0, origin.1, g.cell_w, g.cell_h);
                buf.set_style(inside, theme.cursor);
            }
        }
    }
    let width = l.panel.width.saturating_sub(1) as usize;
    let (whites, sums) = editor.counts();
    let (r, c) = editor.cursor;
    let square = match editor.selected() {
        Square::Black => "black".to_string(),
        Square::White => "white".to_string(),
        Square::Clue { down, right } => format!("clue {}", clue_text(down, right)),
    };
    // The moving keys are the board's; the rest are the editor's own, each shown
    // by its first key.
    let mut keys = vec![("0-9".to_string(), "write the sum (a clue square)")];
    keys.extend(
        KAKURO_EDITOR
            .iter()
            .filter(|b| !matches!(b.action, Action::Move(..)))
            .map(|b| (key_label(&b.keys[0]), b.help)),
    );
    let mut lines = vec![
        (
            format!("Kakuro editor  {}×{}", editor.width, editor.height),
            theme.title,
        ),
        (format!("White {whites}  Sums {sums}"), theme.text),
        (format!("r{}c{}  {square}", r + 1, c + 1), theme.text),
        (
            format!("Digits write the {} sum", editor.side.word()),
            theme.text,
        ),
        (String::new(), theme.text),
    ];
    lines.extend(key_lines(&keys, theme.dim));
    lines.extend(message_lines(app, width));
    let room = l.panel.height as usize;
    for (i, (text, style)) in lines.iter().take(room).enumerate() {
        buf.set_stringn(l.panel.x + 1, l.panel.y + i as u16, text, width, *style);
    }
}
