//! Hand-worked ATK profiles of small grids (SPEC §8, seed 004), one per metric, with
//! the working in the comments, plus the seed's own USI example.

use kibitz::kakuro::{
    KakuroPosition, profile, profile_position, profile_with_domains, read_kakuro,
};

fn grid(text: &str) -> kibitz::kakuro::KakuroPuzzle {
    read_kakuro(text, "hand").unwrap_or_else(|e| panic!("{e}"))
}

/// The seed's example: a 4-cell run of 30 ({6,7,8,9}) crossing a 3-cell run of 9
/// (digits 1–6) fixes 6 where they meet.
const SEED_USI: &str = "\
#   #  9\\ #  #
\\30 .  .   .  .
#   #  .   #  #
#   #  .   #  #
";

#[test]
fn seed_unique_sum_intersection_fixes_a_six() {
    let p = grid(SEED_USI);
    let (figures, cells) = profile_with_domains(&p.grid, &p.givens);
    let meet = p.grid.white_cell(1, 2).expect("r2c3 is white");
    assert_eq!(cells.fixed[meet], 6);
    // MRL: the across run of 4. ACRL: three cells 4+1, r2c3 4+3, two cells 1+3 → 30/6.
    assert_eq!(figures.mrl, 4);
    assert_eq!(figures.acrl, 5.0);
    // NCELL 6 of the 4×3 interior = 50%.
    assert_eq!((figures.ncell, figures.ncell_pct), (6, 50));
    // Only r2c3 is fixed; the domain test leaves {7,8,9} ×3 across and {1,2} ×2 down.
    assert_eq!(
        (
            figures.fixed,
            figures.implied,
            figures.total,
            figures.total_pct
        ),
        (1, 0, 1, 17)
    );
    // Rating = (1 + 3·3 + 2·2) / 6 = 14/6.
    assert_eq!(figures.rating_text(), "2.3333");
    assert!((figures.rating - 14.0 / 6.0).abs() < 1e-12);
    assert!(!figures.contradiction);
}

/// One intersection, then the one-free-cell rule three times: 4 = 1+3 across meets
/// 3 = 1+2 down in r2c2 → 1; then r2c3 = 4−1 = 3, r3c2 = 3−1 = 2, r3c3 = 6−2 = 4.
const ONE_FREE_CELL: &str = "\
#  3\\ 7\\
\\4 .  .
\\6 .  .
";

#[test]
fn one_free_cell_rule_runs_to_a_fixed_point() {
    let p = grid(ONE_FREE_CELL);
    let (figures, cells) = profile_with_domains(&p.grid, &p.givens);
    assert_eq!(cells.fixed, vec![1, 3, 2, 4]);
    assert_eq!(
        (figures.fixed_by_usi, figures.fixed, figures.implied),
        (4, 4, 0)
    );
    assert_eq!((figures.total, figures.total_pct), (4, 100));
    assert_eq!(
        (figures.mrl, figures.acrl, figures.acrl_rounded()),
        (2, 4.0, 4)
    );
    assert_eq!((figures.ncell, figures.ncell_pct), (4, 100));
    assert_eq!(figures.rating_text(), "1.0000");
}

/// Nothing is fixed, the domain test implies everything. First domains: r2c3 and r3c3
/// {8,9} (17 in 2), r2c2 and r2c4 {6,7,8,9}, r3c2 {3,4,6,7,8,9}. Across r2, 22 in 3 is
/// 589 or 679; no cell can take 5, so 679 and r2c3 = 9, hence r3c3 = 8; across r3, 20
/// with an 8 is 389 or 578, r3c2 cannot be 5, so r3c2 = 3, r3c4 = 9, then r2c4 = 6 and
/// r2c2 = 7.
const IMPLIED: &str = "\
#   10\\ 17\\ 15\\
\\22 .   .   .
\\20 .   .   .
";

#[test]
fn domain_test_implies_what_usi_cannot_fix() {
    let p = grid(IMPLIED);
    let (figures, cells) = profile_with_domains(&p.grid, &p.givens);
    assert_eq!(
        (
            figures.fixed,
            figures.implied,
            figures.total,
            figures.total_pct
        ),
        (0, 6, 6, 100)
    );
    let digits: Vec<u8> = cells
        .domains
        .iter()
        .map(|d| d.single_digit().unwrap_or(0))
        .collect();
    assert_eq!(digits, vec![7, 9, 6, 3, 8, 9]);
    assert_eq!((figures.mrl, figures.acrl), (3, 5.0));
    assert_eq!(figures.rating, 1.0);
}

#[test]
fn a_position_counts_placed_digits_as_fixed() {
    let p = grid(IMPLIED);
    let mut position = KakuroPosition::new(p.grid.clone(), &p.givens);
    position.place(1, 9); // r2c3 = 9: down 17 leaves r3c3 = 8 as its one free cell.
    let figures = profile_position(&position);
    assert_eq!(
        (figures.placed, figures.fixed_by_usi, figures.fixed),
        (1, 1, 2)
    );
    assert_eq!((figures.implied, figures.total), (4, 6));
    let json = serde_json::to_value(&figures).expect("serialises");
    assert_eq!(json["placed"], 1);
    assert_eq!(json["fixed_by_usi"], 1);
    assert!(format!("{figures}").contains("fixed = 2 (USI 1, placed 1)"));
}

/// 17 in 2 is {8,9}, 3 in 2 is {1,2}: r2c2 has no digit. The empty domain spreads through
/// both clued runs (r2c3 and r3c2 lose every digit too); each empty domain counts 0.
const CONTRADICTION: &str = "\
#   3\\ #
\\17 .  .
#   .  #
";

#[test]
fn an_empty_domain_is_a_contradiction_counting_zero() {
    let p = grid(CONTRADICTION);
    let figures = profile(&p.grid, &p.givens);
    assert!(figures.contradiction);
    assert_eq!((figures.fixed, figures.implied), (0, 0));
    assert_eq!(figures.rating_text(), "0.0000");
    assert!(format!("{figures}").contains("contradiction"));
}

#[test]
fn text_layout_follows_the_seed() {
    let p = grid(IMPLIED);
    let text = profile(&p.grid, &p.givens).to_string();
    assert_eq!(
        text,
        "MRL = 3\nACRL = 5\nNCELL = 6 (100%)\nfixed = 0 (USI)\nimplied = 6 (domain test)\ntotal = 6 (100%)\nRating = 1.0000 (avg cell NPV)"
    );
}

#[test]
fn rounding_is_half_up_on_exact_fractions() {
    // ACRL 6.5 shows 7; a rating of 2.33335 would show 2.3334 (checked on the fraction).
    let p = grid(SEED_USI);
    let mut figures = profile(&p.grid, &p.givens);
    figures.run_length_total = 39; // 39/6 = 6.5
    assert_eq!(figures.acrl_rounded(), 7);
    figures.ncell = 20_000;
    figures.domain_total = 46_667; // 2.33335 exactly
    assert_eq!(figures.rating_text(), "2.3334");
}
