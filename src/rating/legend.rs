//! How to read the ratings (SPEC §3, §5, §6, §7, §7.1): one public text, the
//! legend, shown under `kibitz rate --help` and meant for any other place that
//! shows the ratings. It is written wrapped at 78 columns, as help pages are.

/// What the score, the ER estimate, the SHD tally, the DiffKey and the coarse
/// rating mean.
pub const LEGEND: &str = "\
How to read the ratings:

score    The SourGumdrop score: the sum of N x D over the techniques, where N
         is how often the technique is applied when solving from this position
         with the simplest technique first, and D is its score (`kibitz
         techniques` lists them; a score of 0 leaves a technique out). Naked
         singles are filled in automatically and cost nothing. `***` means
         stuck: no enabled technique applies, or the position holds a
         contradiction; the counts found until then are still shown. Rating
         never guesses.
ER       An estimate on Sudoku Explainer's scale (1.0 to 11 and more, as
         players quote it: \"an SE 7.2\"): the hardest step of the same
         solving path, each technique valued by the Sudoku Explainer rule that
         proves the same step (hidden single 1.2 in a box, 1.5 in a line,
         naked single 2.3, X-wing 3.2, chains 6.5 and up, longer chains and
         forcing chains more). `***` when stuck. kibitz's path is not Sudoku
         Explainer's, so the two can differ.
counts   The remaining counts: the N of each technique, how often the position
         still needs it.
SHD      The Sudoku-Help+ tally of 24 rules: the first rule, in order, that
         changes anything is swept over the board until it finds nothing, then
         the search starts again from the first. Classes: Novice (singles)
         pays 1 per sweep plus 1 per cell solved; Player (locked candidates,
         naked subsets), Expert (hidden subsets, X-wing, swordfish, jellyfish,
         XY-wing, remote pairs, X- and XY-chains) and Master (XYZ-wing, empty
         rectangle, finned fish, grouped X-chains) pay the pattern's points
         plus 1, 2 or 3 per candidate removed. The penalty: when no rule
         applies and the puzzle is unsolved, 1 per unsolved cell and 1 per
         candidate left (techniques that are not SHD rules, such as colours or
         forcing chains, do not help here). Then the arbitrary +1, always: a
         solved position tallies 1. Puzzles that need only Novice rules land
         near 57 to 82.
DiffKey  One character per step, each step placing every single at once:
         1 to 9 for that many hidden singles placed together (9 for nine or
         more); A to D when there are none, for one, two, three, or four or
         more naked singles; `*` for a guess (one at most, else no DiffKey).
         Its length is the difficulty: Easiest 1-2, Easy 3-4, Medium 5-8,
         Difficult 9-14, Challenging 15-20, Tournament 21-29, TournamentPlus
         30-45, Perplexing 46 and more; Solved when nothing is left.
coarse   -1 no solution (or a digit twice in a row, column or region); 0
         solved by naked singles alone (no hidden singles); 3 needs naked
         pairs too; 4 needs X-wings too; 5 needs guessing.";

#[cfg(test)]
mod tests {
    use super::LEGEND;

    #[test]
    fn the_legend_names_every_rating_and_fits_a_terminal() {
        for word in [
            "score",
            "ER",
            "***",
            "SHD",
            "penalty",
            "arbitrary",
            "DiffKey",
            "coarse",
        ] {
            assert!(LEGEND.contains(word), "the legend lacks {word}");
        }
        for class in ["Novice", "Player", "Expert", "Master"] {
            assert!(LEGEND.contains(class), "the legend lacks {class}");
        }
        assert!(LEGEND.lines().all(|l| l.chars().count() <= 78));
    }
}
