//! How well kibitz's ratings order puzzles by another rater's difficulty (SPEC
//! §2.1, §3, §5): reads lines `PUZZLE RATING …` (as in the corpus's
//! `sudoku_exchange_by_rating.txt`, whose second column is the Sudoku Explainer
//! rating), rates every puzzle with the default scores, and prints Spearman's
//! rank correlation of the rating with kibitz's score, with its ER estimate
//! (§7.1) and with the SHD tally, how many puzzles ended stuck, and the share
//! whose ER estimate lies within ±0.5 of the rating.
//!
//! `cargo run --release --example correlation -- FILE`

use kibitz::format::{ReadOptions, read_sudoku};
use kibitz::rating::{Scores, rate};
use rayon::prelude::*;

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: correlation FILE (lines of `PUZZLE RATING ...`)");
        std::process::exit(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("correlation: cannot read {path}: {e}");
            std::process::exit(2);
        }
    };
    let rows: Vec<(String, f64)> = text
        .lines()
        .filter_map(|line| {
            let mut fields = line.split_whitespace();
            let puzzle = fields.next()?.to_string();
            let rating = fields.next()?.parse().ok()?;
            Some((puzzle, rating))
        })
        .collect();
    let scores = Scores::default();
    let rated: Vec<(f64, Option<u32>, u32, Option<f64>)> = rows
        .par_iter()
        .filter_map(|(puzzle, rating)| {
            let read = read_sudoku(puzzle, &path, &ReadOptions::default()).next()?;
            let report = rate(&read.ok()?.position, &scores);
            Some((
                *rating,
                report.score,
                report.shd.total,
                report.er.map(|e| e.value()),
            ))
        })
        .collect();
    let stuck = rated.iter().filter(|r| r.1.is_none()).count();
    let theirs: Vec<f64> = rated.iter().map(|r| r.0).collect();
    // A stuck puzzle ranks above every finished one.
    let score: Vec<f64> = rated
        .iter()
        .map(|r| r.1.map_or(f64::INFINITY, f64::from))
        .collect();
    let shd: Vec<f64> = rated.iter().map(|r| f64::from(r.2)).collect();
    let er: Vec<f64> = rated.iter().map(|r| r.3.unwrap_or(f64::INFINITY)).collect();
    // A stuck puzzle has no estimate, so it is never within reach.
    let near = rated
        .iter()
        .filter(|r| r.3.is_some_and(|e| (e - r.0).abs() <= 0.5 + 1e-9))
        .count();
    println!("puzzles rated: {} (stuck: {stuck})", rated.len());
    println!(
        "Spearman, score vs rating: {:.4}",
        spearman(&score, &theirs)
    );
    println!("Spearman, ER vs rating:    {:.4}", spearman(&er, &theirs));
    println!("Spearman, SHD vs rating:   {:.4}", spearman(&shd, &theirs));
    println!(
        "ER within ±0.5 of rating:  {near} of {} ({:.1}%)",
        rated.len(),
        100.0 * near as f64 / rated.len().max(1) as f64
    );
}

/// Ranks from 1, ties sharing their mean rank.
fn ranks(values: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&a, &b| values[a].total_cmp(&values[b]));
    let mut out = vec![0.0; values.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && values[order[j + 1]] == values[order[i]] {
            j += 1;
        }
        let mean = (i + j) as f64 / 2.0 + 1.0;
        for &k in &order[i..=j] {
            out[k] = mean;
        }
        i = j + 1;
    }
    out
}

/// Spearman's rank correlation: Pearson's on the ranks.
fn spearman(a: &[f64], b: &[f64]) -> f64 {
    let (ra, rb) = (ranks(a), ranks(b));
    let n = ra.len() as f64;
    let (ma, mb) = (ra.iter().sum::<f64>() / n, rb.iter().sum::<f64>() / n);
    let cov: f64 = ra.iter().zip(&rb).map(|(x, y)| (x - ma) * (y - mb)).sum();
    let va: f64 = ra.iter().map(|x| (x - ma).powi(2)).sum();
    let vb: f64 = rb.iter().map(|y| (y - mb).powi(2)).sum();
    cov / (va * vb).sqrt()
}
