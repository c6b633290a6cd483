//! Box-drawing characters for the grid's lines (SPEC §10): thin lines inside a
//! region, thick lines between regions, and the right junction for any mix of the
//! two. The table is indexed by the weight of the four arms.

/// How heavy one line segment is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Weight {
    /// No line.
    None = 0,
    /// A thin line (between cells of one region).
    Light = 1,
    /// A thick line (between regions, and the border).
    Heavy = 2,
}

/// Every combination of arm weights, index `up + 3·down + 9·left + 27·right`
/// (0 none, 1 light, 2 heavy), taken from the Unicode box-drawing block.
const JUNCTIONS: &str =
    " ╵╹╷│╿╻╽┃╴┘┚┐┤┦┒┧┨╸┙┛┑┥┩┓┪┫╶└┖┌├┞┎┟┠─┴┸┬┼╀┰╁╂╾┵┹┭┽╃┱╅╉╺┕┗┍┝┡┏┢┣╼┶┺┮┾╄┲╆╊━┷┻┯┿╇┳╈╋";

/// The character joining four arms of the given weights.
pub fn junction(up: Weight, down: Weight, left: Weight, right: Weight) -> char {
    let index = up as usize + 3 * down as usize + 9 * left as usize + 27 * right as usize;
    JUNCTIONS.chars().nth(index).unwrap_or(' ')
}

/// A vertical segment's character.
pub fn vertical(w: Weight) -> char {
    junction(w, w, Weight::None, Weight::None)
}

/// A horizontal segment's character.
pub fn horizontal(w: Weight) -> char {
    junction(Weight::None, Weight::None, w, w)
}

#[cfg(test)]
mod tests {
    use super::Weight::{Heavy, Light, None};
    use super::*;

    #[test]
    fn junctions_mix_thin_and_thick() {
        assert_eq!(JUNCTIONS.chars().count(), 81);
        assert_eq!(junction(Light, Light, Light, Light), '┼');
        assert_eq!(junction(Heavy, Heavy, Light, Light), '╂');
        assert_eq!(junction(None, Heavy, None, Heavy), '┏');
        assert_eq!(junction(Heavy, Heavy, Heavy, None), '┫');
        assert_eq!(vertical(Light), '│');
        assert_eq!(horizontal(Heavy), '━');
    }
}
