//! A small ordered map for JSON output (SPEC §11): keys keep the order the spec
//! lists them in (technique table order, SHD rule order, class order).

use serde::ser::{Serialize, SerializeMap, Serializer};

/// Key–value pairs serialized as a JSON object in insertion order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OrderedMap(pub Vec<(String, u32)>);

impl OrderedMap {
    /// The value under `key`, if present.
    pub fn get(&self, key: &str) -> Option<u32> {
        self.0.iter().find(|(k, _)| k == key).map(|(_, v)| *v)
    }

    /// Whether the map is empty.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl Serialize for OrderedMap {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}
