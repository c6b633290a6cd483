//! How often each technique is still required from a position (SPEC §3, §11
//! `rate`): one count per technique, indexed by [`TechniqueId`], so the panel,
//! the generator and the CLI read counts without going through ids. In JSON it
//! is an object of the non-zero counts in table order, keyed by technique id
//! (`{"hidden_single": 5, "x_wing": 1}`).

use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};

use crate::engine::technique::TechniqueId;

/// A count per technique, in table order (on the heap, so a rating stays small
/// to move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TechniqueCounts(Box<[u32; TechniqueId::ALL.len()]>);

impl TechniqueCounts {
    /// The counts of a solving run, indexed by [`TechniqueId::index`].
    pub fn new(counts: [u32; TechniqueId::ALL.len()]) -> TechniqueCounts {
        TechniqueCounts(Box::new(counts))
    }

    /// How often `t` is required (0 when it is not).
    pub fn get(&self, t: TechniqueId) -> u32 {
        self.0[t.index()]
    }

    /// The techniques required at least once, in table order, with how often.
    pub fn required(&self) -> impl Iterator<Item = (TechniqueId, u32)> + '_ {
        TechniqueId::ALL
            .into_iter()
            .map(|t| (t, self.get(t)))
            .filter(|&(_, n)| n > 0)
    }

    /// Whether no technique is required.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&n| n == 0)
    }
}

impl Serialize for TechniqueCounts {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.required().count()))?;
        for (t, n) in self.required() {
            map.serialize_entry(t.id(), &n)?;
        }
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_lists_the_required_techniques_in_table_order_by_id() {
        let mut counts = [0; TechniqueId::ALL.len()];
        counts[TechniqueId::XWing.index()] = 1;
        counts[TechniqueId::HiddenSingle.index()] = 5;
        let counts = TechniqueCounts::new(counts);
        assert_eq!(
            serde_json::to_string(&counts).unwrap(),
            r#"{"hidden_single":5,"x_wing":1}"#
        );
        assert_eq!(counts.get(TechniqueId::XWing), 1);
        assert_eq!(counts.get(TechniqueId::Swordfish), 0);
        assert!(!counts.is_empty());
        assert!(TechniqueCounts::new([0; TechniqueId::ALL.len()]).is_empty());
    }
}
