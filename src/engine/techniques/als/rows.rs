//! Lists of items per row (per ALS, per cell and digit) kept in one flat array
//! with the offset of each row, so that an ALS index of thousands of lists
//! costs two allocations instead of one per list.

/// Items grouped by row, each row's items in the order they were given.
pub(crate) struct Rows<T> {
    start: Vec<u32>,
    items: Vec<T>,
}

impl<T: Copy + Default> Rows<T> {
    /// The `rows` rows of the entries (row, item), walked once.
    pub(crate) fn new(rows: usize, entries: impl Iterator<Item = (usize, T)>) -> Rows<T> {
        let entries: Vec<(u32, T)> = entries.map(|(r, item)| (r as u32, item)).collect();
        let mut start = vec![0u32; rows + 1];
        for &(r, _) in &entries {
            start[r as usize + 1] += 1;
        }
        for r in 0..rows {
            start[r + 1] += start[r];
        }
        let mut next = start[..rows].to_vec();
        let mut items = vec![T::default(); entries.len()];
        for (r, item) in entries {
            items[next[r as usize] as usize] = item;
            next[r as usize] += 1;
        }
        Rows { start, items }
    }

    /// The items of one row.
    pub(crate) fn row(&self, r: usize) -> &[T] {
        &self.items[self.start[r] as usize..self.start[r + 1] as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_keep_their_items_in_order() {
        let rows = Rows::new(3, [(2, 'a'), (0, 'b'), (2, 'c')].into_iter());
        assert_eq!(rows.row(0), ['b']);
        assert!(rows.row(1).is_empty());
        assert_eq!(rows.row(2), ['a', 'c']);
    }
}
