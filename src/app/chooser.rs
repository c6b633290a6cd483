//! The chooser's list (SPEC §10, issue 23): the columns beside each puzzle's
//! label, the filter typed to narrow the list, and moving the selection through
//! the puzzles the filter leaves.
//!
//! The columns are one list, [`COLUMNS`]: each has a heading, a width and the
//! text it shows for a puzzle (from the background facts, `super::catalog`), so
//! a new column is one entry here and, if it needs one, one fact there. On a
//! narrow screen the rightmost columns give way before a label is cut short
//! ([`fitting_columns`]).
//!
//! The filter (choices where the issue is silent): `/` starts it, as in `less`
//! and `vim`, so the plain-letter keys keep working until then; while it is on,
//! every character typed goes into it, Backspace takes one back and Esc clears
//! it. A puzzle is kept when every word typed is found, ignoring case, in its
//! line as shown (number, label and every column), so `9x9 medium` or `coarse 4`
//! narrows the list as a person reads it. A column still being worked out (`…`)
//! fills in later and the list follows.

use super::catalog::{best_time_of, is_solved};
use super::{Action, App, Effect, Screen};
use crate::game::format_duration;

/// One column of the chooser.
pub struct Column {
    /// The heading.
    pub header: &'static str,
    /// The width, in characters (a longer text takes more).
    pub width: usize,
    /// The text shown for entry `index`.
    pub cell: fn(&App, usize) -> String,
}

/// A fact as shown: `…` while it is being worked out.
fn shown(fact: Option<String>) -> String {
    fact.unwrap_or_else(|| "…".into())
}

/// The columns, left to right after the label.
pub const COLUMNS: &[Column] = &[
    Column {
        header: "rating",
        width: 10,
        cell: |app, i| shown(app.catalog.facts(i).rating),
    },
    Column {
        header: "score",
        width: 5,
        cell: |app, i| shown(app.catalog.facts(i).score),
    },
    Column {
        header: "level",
        width: 7,
        cell: |app, i| shown(app.catalog.facts(i).level),
    },
    Column {
        header: "DiffKey",
        width: 11,
        // The one label longer than the column is shortened as people write it.
        cell: |app, i| shown(app.catalog.facts(i).diffkey).replace("TournamentPlus", "Tournament+"),
    },
    Column {
        header: "ER",
        width: 7,
        cell: |app, i| shown(app.catalog.facts(i).er),
    },
    Column {
        header: "solved",
        width: 8,
        cell: solved_text,
    },
];

/// The solved mark with the best time: `✓ 4:32`, `✓` when the time is not in the
/// record, blank when unsolved, `…` until known.
fn solved_text(app: &App, index: usize) -> String {
    match is_solved(app, index) {
        Some(true) => match best_time_of(app, index) {
            Some(secs) => format!(
                "✓ {}",
                format_duration(std::time::Duration::from_secs(secs))
            ),
            None => "✓".to_string(),
        },
        Some(false) => String::new(),
        None => "…".to_string(),
    }
}

/// The width the number, the first `columns` columns and the gaps take beside
/// the label.
pub fn columns_width(columns: usize) -> usize {
    4 + COLUMNS
        .iter()
        .take(columns)
        .map(|c| c.width + 2)
        .sum::<usize>()
}

/// The shortest a label is cut to before columns give way.
const LABEL_FLOOR: usize = 16;

/// How many columns, from the left, fit beside the label on a line of `width`
/// characters: on a narrow screen the rightmost columns give way before a label
/// is cut below [`LABEL_FLOOR`] characters (or its own length, when shorter).
pub fn fitting_columns(width: usize, longest_label: usize) -> usize {
    let label = longest_label.min(LABEL_FLOOR);
    (0..=COLUMNS.len())
        .rev()
        .find(|&k| columns_width(k) + 1 + label <= width)
        .unwrap_or(0)
}

/// Entry `index`'s line with every column, as the filter reads it.
fn full_row_text(app: &App, index: usize) -> String {
    let label_width = app.collection[index].label.chars().count();
    row_text(app, index, label_width, COLUMNS.len())
}

/// Entry `index`'s line as shown, the label cut or padded to `label_width`,
/// with the first `columns` columns.
pub fn row_text(app: &App, index: usize, label_width: usize, columns: usize) -> String {
    let label: String = app.collection[index]
        .label
        .chars()
        .take(label_width)
        .collect();
    let mut text = format!("{:>4}  {label:<label_width$}", index + 1);
    for column in COLUMNS.iter().take(columns) {
        let cell = (column.cell)(app, index);
        let width = column.width;
        if column.header == "solved" {
            text.push_str(&format!("  {cell:<width$}"));
        } else {
            text.push_str(&format!("  {cell:>width$}"));
        }
    }
    text
}

/// The heading line over the first `columns` columns, aligned as [`row_text`]
/// aligns them.
pub fn header_text(label_width: usize, columns: usize) -> String {
    let mut text = format!("{:>4}  {:<label_width$}", "#", "puzzle");
    for column in COLUMNS.iter().take(columns) {
        let (header, width) = (column.header, column.width);
        if header == "solved" {
            text.push_str(&format!("  {header:<width$}"));
        } else {
            text.push_str(&format!("  {header:>width$}"));
        }
    }
    text
}

/// Whether entry `index` passes the filter typed.
fn passes(app: &App, index: usize, filter: &str) -> bool {
    let line = full_row_text(app, index).to_lowercase();
    filter
        .to_lowercase()
        .split_whitespace()
        .all(|word| line.contains(word))
}

/// The entries the filter leaves, in order (all of them without a filter).
pub fn visible(app: &App) -> Vec<usize> {
    let all = 0..app.collection.len();
    match app.chooser_filter.as_deref() {
        Some(filter) if !filter.trim().is_empty() => {
            all.filter(|&i| passes(app, i, filter)).collect()
        }
        _ => all.collect(),
    }
}

/// The entry selected after moving `step` rows from `selected` through the
/// visible entries (clamped at both ends); `selected` itself when none is left.
fn moved(visible: &[usize], selected: usize, step: isize) -> usize {
    let Some(last) = visible.len().checked_sub(1) else {
        return selected;
    };
    // Where the selection is, or the first visible entry after it.
    let here = visible.partition_point(|&i| i < selected).min(last);
    let to = (here as isize).saturating_add(step).clamp(0, last as isize);
    visible[to as usize]
}

/// Applies an action on the chooser.
pub fn update(app: &mut App, action: Action) -> Vec<Effect> {
    let selected = match app.screen {
        Screen::Chooser(row) => row,
        _ => 0,
    };
    let has_game = app.session.is_some();
    let filtering = app.chooser_filter.is_some();
    let select = |app: &mut App, step: isize| {
        let to = moved(&visible(app), selected, step);
        app.screen = Screen::Chooser(to);
    };
    match action {
        Action::ChooserMove(step) => select(app, step),
        Action::ChooserFirst => select(app, isize::MIN),
        Action::ChooserLast => select(app, isize::MAX),
        Action::FilterStart => app.chooser_filter = Some(String::new()),
        Action::FilterChar(c) => {
            app.chooser_filter.get_or_insert_default().push(c);
            select(app, 0);
        }
        Action::FilterBackspace => {
            if let Some(filter) = app.chooser_filter.as_mut() {
                filter.pop();
            }
            select(app, 0);
        }
        Action::Dismiss if filtering => app.chooser_filter = None,
        Action::ChooserOpen if visible(app).contains(&selected) => {
            leave(app, selected);
            app.screen = Screen::Board;
            // The game being left is saved first, so its clock is not lost.
            let save = has_game.then_some(Effect::SaveGame);
            return save.into_iter().chain([Effect::Open(selected)]).collect();
        }
        Action::Dismiss | Action::Quit if has_game => {
            leave(app, selected);
            app.screen = Screen::Board;
        }
        Action::Dismiss | Action::Quit => {
            leave(app, selected);
            return vec![Effect::Quit];
        }
        _ => {}
    }
    Vec::new()
}

/// Remembers the row the chooser is left on and drops the filter.
fn leave(app: &mut App, selected: usize) {
    app.chooser_row = selected;
    app.chooser_filter = None;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moving_stays_within_the_visible_entries() {
        let visible = [1, 4, 6, 9];
        assert_eq!(moved(&visible, 4, 1), 6);
        assert_eq!(moved(&visible, 4, -5), 1);
        assert_eq!(moved(&visible, 4, isize::MAX), 9);
        assert_eq!(
            moved(&visible, 5, 0),
            6,
            "a hidden selection moves to the next"
        );
        assert_eq!(moved(&visible, 10, 0), 9);
        assert_eq!(moved(&[], 3, 1), 3);
    }
}
