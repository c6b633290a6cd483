//! A game save given to `kibitz hint` or `kibitz rate` (SPEC §9, §10): the JSON file
//! the game writes in `games/` under the config directory, turned into the §9 text
//! of the position it holds, so the readers take it like any other input.
//!
//! A Sudoku save becomes the pencil-mark form of the position the game's coach
//! works on (placed digits; each empty cell's marks intersected with what it has
//! open, or what it has open when unmarked), written as the game copies it out
//! (`crate::format::copy_out`), so `kibitz hint SAVE` gives the game's hint. A
//! Kakuro save becomes the §9 Kakuro grid with its placed digits: that form has no
//! candidates, so a Kakuro's pencil marks are not carried over. A Sudoku position
//! with an empty cell left without candidates has no pencil-mark form: the error
//! names the cell. The journal beside a save file (the changes since it was
//! written whole) is folded in first by the game's own reader
//! ([`crate::store::saves::load_game`]);
//! a journal line that cannot be read ends the journal there.

use anyhow::{Result, anyhow, bail};
use serde_json::Value;

use crate::format::copy_out::pencil_form;
use crate::game::{Kakuro, Sudoku};
use crate::kakuro::grid_rows;
use crate::store::saves::{Journal, SaveJson, load_game};

/// Whether a file's text looks like a save (a JSON object) rather than puzzles.
pub fn is_save(text: &str) -> bool {
    text.trim_start_matches('\u{feff}')
        .trim_start()
        .starts_with('{')
}

/// The §9 text of the position a save holds, `journal` (the journal beside it)
/// folded in; the error names the file and says what is wrong (where the JSON
/// is broken, or what does not add up).
pub fn save_text(text: &str, file: &str, journal: Option<&Journal>) -> Result<String> {
    let json: Value = serde_json::from_str(text.trim_start_matches('\u{feff}')).map_err(|e| {
        anyhow!(
            "{file}:{}:{}: expected a kibitz game save (JSON): {e}",
            e.line(),
            e.column()
        )
    })?;
    let broken = |e: String| anyhow!("{file}: the game save does not add up: {e}");
    if json.get("kind").and_then(Value::as_str) == Some("kakuro") {
        let (game, _) = load_game::<Kakuro>(SaveJson::Value(json), journal).map_err(broken)?;
        let mut out = game.name().map(|n| format!("; {n}\n")).unwrap_or_default();
        for row in grid_rows(game.grid(), game.position().values()) {
            out.push_str(&row);
            out.push('\n');
        }
        return Ok(out);
    }
    let (game, _) = load_game::<Sudoku>(SaveJson::Value(json), journal).map_err(broken)?;
    let analysis = game.analysis_position();
    if let Some(cell) = analysis
        .empty_cells()
        .find(|&c| analysis.candidates(c).is_empty())
    {
        bail!(
            "{file}: the saved position contradicts itself: {} has no candidate left",
            game.cell_name(usize::from(cell))
        );
    }
    Ok(pencil_form(&analysis, game.name()))
}
