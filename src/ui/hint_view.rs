//! The hint's text in the panel and in the hint view (SPEC §10, "Hints a person
//! can follow"): the stage's text wrapped line by line (a forcing hint writes one
//! line per branch), the legend of the marks on the board, and what the keys do
//! next. The hint view shows it whole, a page at a time, with where the page lies
//! in it; [`hint_fits`] and [`scroll_room`] tell the app (through
//! [`Measures`](super::Measures)), from the terminal's size, whether the panel
//! holds it and how far the view scrolls.

use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use super::hint_text::hint_text;
use super::status::status;
use super::text::wrap;
use crate::app::keymap::key_bar;
use crate::app::{Action, App, HintStep, Scroll, Session, StagedHint};
use crate::kakuro::HintStage;
use crate::theme::Theme;

/// The hint view's lines: the hint's ([`hint_text`]), and before the step is
/// shown, the whole description of a Sudoku technique (what to look for, why it
/// works, when to use it), so the view teaches the pattern before it is found.
fn view_text<'a>(
    hint: &StagedHint,
    session: &Session,
    theme: &Theme,
    (width, n): (usize, usize),
) -> Vec<Line<'a>> {
    let mut lines = hint_text(hint, session, theme, (width, n));
    if let (HintStep::Sudoku(instance), false) = (&hint.step, hint.stage == HintStage::Step) {
        for (heading, text) in instance.technique.about().parts() {
            lines.push(Line::from(Span::styled(heading, theme.title)));
            let wrapped = wrap(text, width).into_iter();
            lines.extend(wrapped.map(|l| Line::from(Span::styled(l, theme.text))));
        }
    }
    lines
}

/// The panel's place at the terminal's size the app last saw, if the board fits.
fn panel_area(app: &App) -> Option<(Rect, &Session)> {
    let area = Rect::new(0, 0, app.size.0, app.size.1);
    let session = app.session.as_ref()?;
    let panel = match session {
        Session::Sudoku(g) => super::sudoku_layout(app, g, area).ok()?.panel,
        Session::Kakuro(k) => super::kakuro_layout(app, k, area).ok()?.panel,
    };
    Some((panel, session))
}

/// Whether the panel shows the whole hint with the game's status above it (true
/// when there is no hint, or no board on screen).
pub fn hint_fits(app: &App) -> bool {
    let Some((panel, session)) = panel_area(app) else {
        return true;
    };
    let width = panel.width.saturating_sub(1) as usize;
    status(app, session, app.theme(), width).len() <= panel.height.saturating_sub(2) as usize
}

/// The hint view's page height and its last scroll offset (the one that shows the
/// end), at the terminal's size the app last saw.
pub fn scroll_room(app: &App) -> (usize, usize) {
    let (Some((panel, session)), Some(hint)) = (panel_area(app), app.hint.as_ref()) else {
        return (1, 0);
    };
    let width = panel.width.saturating_sub(1) as usize;
    let total = view_text(hint, session, app.theme(), (width, app.digits())).len();
    let page = page_height(panel.height);
    (page, total.saturating_sub(page))
}

/// The text lines a view in a panel `height` rows high shows at once: all but the
/// heading and the key bar (and the blank row above it).
fn page_height(height: u16) -> usize {
    height.saturating_sub(3).max(1) as usize
}

/// The hint view in a panel `area`, scrolled down `offset` lines: its heading
/// (where the page lies in the text), the page, and its key bar.
pub fn view<'a>(
    app: &App,
    session: &Session,
    offset: usize,
    area: Rect,
) -> (Vec<Line<'a>>, String) {
    let theme = app.theme();
    let width = area.width.saturating_sub(1) as usize;
    let n = app.digits();
    let Some(hint) = app.hint.as_ref() else {
        return (Vec::new(), key_bar(&[(Action::ClosePanel, "back")], n));
    };
    let mut text = view_text(hint, session, theme, (width, n));
    // The text's own title heads the view.
    let title = text.remove(0);
    let page = page_height(area.height);
    let total = text.len();
    let from = offset.min(total.saturating_sub(page));
    let to = (from + page).min(total);
    let place = if to < total {
        format!("  {}–{} of {total}, more below", from + 1, to)
    } else {
        format!("  {}–{} of {total}, the end", from + 1, to)
    };
    let mut heading = title;
    heading.push_span(Span::styled(place, theme.dim));
    let mut lines = vec![heading];
    lines.extend(text.into_iter().skip(from).take(page));
    let keys = [
        (Action::HintScroll(Scroll::Pages(1)), "page"),
        (Action::HintScroll(Scroll::End), "end"),
        (Action::ClosePanel, "back"),
        (Action::ApplyHint, "apply"),
        (Action::HintScroll(Scroll::Top), "top"),
    ];
    (lines, key_bar(&keys, n))
}
