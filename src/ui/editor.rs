//! The puzzle editor's screen (SPEC §10): the board being written (its digits drawn
//! as givens, duplicates as conflicts) and a panel with the size, the givens so far,
//! the editor's keys (from the keymap's table) and the last message.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::form_text::{key_lines, message_lines};
use super::{grid, layout};
use crate::app::editor::Editor;
use crate::app::keymap::{EDITOR, key_label};
use crate::app::{Action, App};
use crate::engine::digit_char;

/// Draws the editor over the whole `area`.
pub fn draw(buf: &mut Buffer, area: Rect, app: &App, editor: &Editor) {
    let theme = app.theme();
    let game = editor.as_game();
    let n = editor.n();
    let focus = layout::Focus::on(game.cursor(), n);
    let l = match layout::screen_layout(game.geometry(), area, focus) {
        Ok(l) => l,
        Err(needed) => {
            return super::too_small(buf, area, &format!("A {n}×{n} board"), needed, theme);
        }
    };
    let tools = Default::default();
    grid::draw(buf, &l.grid, &game, theme, (&[], true), (None, &tools));
    let width = l.panel.width.saturating_sub(1) as usize;
    let top = digit_char(n as u8);
    let digits = if n <= 9 {
        format!("1-{top}")
    } else {
        format!("1-9, A-{top}")
    };
    // The moving keys are the board's; the rest are the editor's own, each shown
    // by its first key (the help screen is not needed for so few).
    let mut keys = vec![(digits, "a given")];
    keys.extend(
        EDITOR
            .iter()
            .filter(|b| !matches!(b.action, Action::Move(..)))
            .map(|b| (key_label(&b.keys[0]), b.help)),
    );
    let mut lines = vec![
        (format!("Editor  {n}×{n}"), theme.title),
        (format!("Givens  {}", editor.given_count()), theme.text),
        (String::new(), theme.text),
    ];
    lines.extend(key_lines(&keys, theme.dim));
    lines.extend(message_lines(app, width));
    let room = l.panel.height as usize;
    for (i, (text, style)) in lines.iter().take(room).enumerate() {
        buf.set_stringn(l.panel.x + 1, l.panel.y + i as u16, text, width, *style);
    }
}
