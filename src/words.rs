//! Words a person reads, shared by the command line, the record and the
//! terminal game (SPEC §10, §11): one home for the small text helpers they all
//! use, so none of them reaches into another's module for its wording.

/// A count with its noun, singular for one: `1 hint`, `3 hints`, `0 steps`.
pub fn counted(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    use super::counted;

    #[test]
    fn one_takes_the_singular() {
        assert_eq!(counted(1, "step", "steps"), "1 step");
        assert_eq!(counted(0, "step", "steps"), "0 steps");
        assert_eq!(counted(2, "puzzle", "puzzles"), "2 puzzles");
    }
}
