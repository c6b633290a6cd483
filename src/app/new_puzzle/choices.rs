//! What the new-puzzle form offers (SPEC §10; every target of `kibitz generate`,
//! SPEC §9): kinds, sizes, target kinds with their values, and symmetries, each
//! with the words the form shows.
//!
//! Choices where the spec leaves room: score and SHD targets are offered as a few
//! bands (`kibitz generate` takes any range); techniques are listed by name in
//! table order (a naked single is never *required*, since Simplest first never
//! counts one, but it can be drilled); a Kakuro's targets are its ATK Rating, a
//! band of its score and a required Kakuro technique by name (the automatic single
//! candidate left out), as `generate --kakuro --score A..B --requires ID` takes
//! them; a Kakuro's black squares always turn by a half turn, so its only
//! symmetry is that one.

use crate::engine::TechniqueId;
use crate::generate::order::{OrderKind, OrderTarget};
use crate::generate::symmetry::Symmetry;
use crate::generate::target::{DIFFKEY_LABELS, Range};
use crate::kakuro::KakuroTechnique;
use crate::rating::level::LEVELS;

/// The kinds the form offers, with their names.
pub const KINDS: [(OrderKind, &str); 3] = [
    (OrderKind::Boxes, "Sudoku"),
    (OrderKind::Jigsaw, "Jigsaw"),
    (OrderKind::Kakuro, "Kakuro"),
];

/// The sizes offered for a kind (a Kakuro's is its width and height).
pub fn sizes(kind: OrderKind) -> &'static [usize] {
    match kind {
        OrderKind::Boxes => &[4, 6, 8, 9, 10, 12, 16],
        OrderKind::Jigsaw => &[5, 6, 7, 8, 9],
        OrderKind::Kakuro => &[6, 8, 10, 12],
    }
}

/// The kinds of target, each with its list of values.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TargetKind {
    /// No target.
    None,
    /// A level name (a 9×9 score band).
    Level,
    /// A band of the §3 score.
    Score,
    /// A technique the puzzle needs.
    Technique,
    /// A technique to practise: the puzzle opens where it is the simplest hint.
    Drill,
    /// A DiffKey label.
    DiffKey,
    /// A coarse rating.
    Coarse,
    /// A band of the SHD tally.
    Shd,
    /// A band of a Kakuro's ATK Rating.
    KakuroRating,
    /// A band of a Kakuro's score Σ Nᵢ × Dᵢ.
    KakuroScore,
    /// A Kakuro technique the puzzle needs.
    KakuroTechnique,
    /// A Kakuro technique to practise: the Kakuro opens where it is the
    /// simplest hint.
    KakuroDrill,
}

impl TargetKind {
    /// The name the form shows.
    pub fn name(self) -> &'static str {
        match self {
            TargetKind::None => "none",
            TargetKind::Level => "level",
            TargetKind::Score => "score",
            TargetKind::Technique => "requires",
            TargetKind::Drill => "drill",
            TargetKind::DiffKey => "DiffKey",
            TargetKind::Coarse => "coarse",
            TargetKind::Shd => "SHD",
            TargetKind::KakuroRating => "Rating",
            TargetKind::KakuroScore => "score",
            TargetKind::KakuroTechnique => "requires",
            TargetKind::KakuroDrill => "drill",
        }
    }
}

/// The target kinds offered for a kind of puzzle.
pub fn target_kinds(kind: OrderKind) -> &'static [TargetKind] {
    match kind {
        OrderKind::Kakuro => &[
            TargetKind::None,
            TargetKind::KakuroRating,
            TargetKind::KakuroScore,
            TargetKind::KakuroTechnique,
            TargetKind::KakuroDrill,
        ],
        _ => &[
            TargetKind::None,
            TargetKind::Level,
            TargetKind::Score,
            TargetKind::Technique,
            TargetKind::Drill,
            TargetKind::DiffKey,
            TargetKind::Coarse,
            TargetKind::Shd,
        ],
    }
}

fn band(low: Option<f64>, high: Option<f64>) -> Range {
    Range { low, high }
}

/// The score bands offered.
const SCORE_BANDS: [(Option<f64>, Option<f64>); 6] = [
    (Some(0.0), Some(20.0)),
    (Some(20.0), Some(50.0)),
    (Some(50.0), Some(100.0)),
    (Some(100.0), Some(200.0)),
    (Some(200.0), Some(400.0)),
    (Some(400.0), None),
];

/// The Kakuro score bands offered (under the default Kakuro scores a generated
/// 6×6 scores tens, a 12×12 about a hundred or more).
const KAKURO_SCORE_BANDS: [(Option<f64>, Option<f64>); 5] = [
    (Some(0.0), Some(20.0)),
    (Some(20.0), Some(50.0)),
    (Some(50.0), Some(100.0)),
    (Some(100.0), Some(200.0)),
    (Some(200.0), None),
];

/// The SHD bands offered.
const SHD_BANDS: [(Option<f64>, Option<f64>); 4] = [
    (None, Some(80.0)),
    (Some(80.0), Some(150.0)),
    (Some(150.0), Some(250.0)),
    (Some(250.0), None),
];

/// The values of a target kind, each with the words the form shows.
pub fn target_values(kind: TargetKind) -> Vec<(OrderTarget, String)> {
    match kind {
        TargetKind::None => vec![(OrderTarget::Any, "—".into())],
        TargetKind::Level => LEVELS
            .iter()
            .map(|l| {
                (
                    OrderTarget::Level(*l),
                    format!("{} (score {})", l.name, l.band()),
                )
            })
            .collect(),
        TargetKind::Score => SCORE_BANDS
            .iter()
            .map(|&(l, h)| (OrderTarget::Score(band(l, h)), band(l, h).to_string()))
            .collect(),
        TargetKind::Technique => TechniqueId::ALL
            .into_iter()
            .filter(|&t| t != TechniqueId::NakedSingle)
            .map(|t| (OrderTarget::Requires(t), t.name().to_string()))
            .collect(),
        TargetKind::Drill => TechniqueId::ALL
            .into_iter()
            .map(|t| (OrderTarget::Drill(t), t.name().to_string()))
            .collect(),
        TargetKind::DiffKey => DIFFKEY_LABELS
            .into_iter()
            .map(|l| (OrderTarget::DiffKey(l), l.to_string()))
            .collect(),
        TargetKind::Coarse => [0, 3, 4, 5]
            .into_iter()
            .map(|k| (OrderTarget::Coarse(k), k.to_string()))
            .collect(),
        TargetKind::Shd => SHD_BANDS
            .iter()
            .map(|&(l, h)| (OrderTarget::Shd(band(l, h)), band(l, h).to_string()))
            .collect(),
        TargetKind::KakuroDrill => KakuroTechnique::ALL
            .into_iter()
            .map(|t| (OrderTarget::KakuroDrill(t), t.name().to_string()))
            .collect(),
        TargetKind::KakuroRating => vec![
            (
                OrderTarget::KakuroRating(band(Some(1.0), Some(1.0))),
                "1 (hints alone)".into(),
            ),
            (
                OrderTarget::KakuroRating(band(Some(1.0001), None)),
                "above 1".into(),
            ),
        ],
        TargetKind::KakuroScore => KAKURO_SCORE_BANDS
            .iter()
            .map(|&(l, h)| (OrderTarget::KakuroScore(band(l, h)), band(l, h).to_string()))
            .collect(),
        TargetKind::KakuroTechnique => KakuroTechnique::ALL
            .into_iter()
            .filter(|&t| t.default_score().is_some())
            .map(|t| (OrderTarget::KakuroRequires(t), t.name().to_string()))
            .collect(),
    }
}

/// The symmetries offered for a kind, with their names.
pub fn symmetries(kind: OrderKind) -> &'static [(Symmetry, &'static str)] {
    match kind {
        OrderKind::Kakuro => &[(Symmetry::Rotational, "half turn")],
        _ => &[
            (Symmetry::None, "none"),
            (Symmetry::Rotational, "half turn"),
            (Symmetry::Quarter, "quarter turn"),
            (Symmetry::Mirror, "mirror"),
            (Symmetry::Diagonal, "diagonal"),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_technique_is_offered_by_name() {
        let drills = target_values(TargetKind::Drill);
        assert_eq!(drills.len(), TechniqueId::ALL.len());
        assert!(drills.iter().any(|(_, name)| name == "Skyscraper"));
        let required = target_values(TargetKind::Technique);
        assert_eq!(required.len(), TechniqueId::ALL.len() - 1);
        assert_eq!(required[0].1, "Hidden single");
        for kind in target_kinds(OrderKind::Boxes) {
            assert!(!target_values(*kind).is_empty(), "{kind:?}");
        }
        let kakuro_drills = target_values(TargetKind::KakuroDrill);
        assert_eq!(kakuro_drills.len(), KakuroTechnique::ALL.len());
        assert!(target_kinds(OrderKind::Kakuro).contains(&TargetKind::KakuroDrill));
        assert_eq!(target_values(TargetKind::Score)[5].1, "400..");
        assert_eq!(target_values(TargetKind::Shd)[0].1, "..80");
    }

    #[test]
    fn a_kakuro_offers_score_bands_and_its_techniques_by_name() {
        let kinds = target_kinds(OrderKind::Kakuro);
        assert!(kinds.contains(&TargetKind::KakuroScore));
        assert!(kinds.contains(&TargetKind::KakuroTechnique));
        let required = target_values(TargetKind::KakuroTechnique);
        assert_eq!(required.len(), KakuroTechnique::ALL.len() - 1);
        assert_eq!(required[0].1, "Last free cell");
        assert!(
            required
                .iter()
                .any(|(target, name)| name == "Sum splitting (innies and outies)"
                    && *target == OrderTarget::KakuroRequires(KakuroTechnique::SumSplitting))
        );
        assert_eq!(target_values(TargetKind::KakuroScore)[0].1, "0..20");
    }
}
