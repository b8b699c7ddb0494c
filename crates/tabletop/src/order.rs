//! Ordering things by value, shared by every game's computer players.

use std::cmp::Ordering;

/// Sorts `items` best first by `value` (the highest first; equal values keep their order, as a
/// stable sort would). Every caller shares one sort, of (value, position) pairs: in WebAssembly
/// a `sort_by` per kind of item and comparison costs a few kilobytes of code each.
pub fn best_first<T>(items: &mut Vec<T>, value: impl Fn(&T) -> f64) {
    let mut keys: Vec<(f64, u32)> = items
        .iter()
        .enumerate()
        .map(|(position, item)| (value(item), position as u32))
        .collect();
    keys.sort_unstable_by(higher_then_earlier);
    let mut slots: Vec<Option<T>> = items.drain(..).map(Some).collect();
    items.extend(
        keys.iter()
            .filter_map(|(_, position)| slots.get_mut(*position as usize).and_then(Option::take)),
    );
}

/// Sorts a short list, stably, `before(a, b)` saying whether `a` goes before `b`. An insertion
/// sort: for the handful of items the callers have it is as fast as any, and in WebAssembly it
/// is a few bytes where the library's sorts are a few kilobytes per kind of item.
pub fn sort_short<T>(items: &mut [T], mut before: impl FnMut(&T, &T) -> bool) {
    for end in 1..items.len() {
        let mut at = end;
        while at > 0 && before(&items[at], &items[at - 1]) {
            items.swap(at, at - 1);
            at -= 1;
        }
    }
}

fn higher_then_earlier(a: &(f64, u32), b: &(f64, u32)) -> Ordering {
    b.0.total_cmp(&a.0).then(a.1.cmp(&b.1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn best_first_is_a_stable_sort_by_value_descending() {
        let mut items: Vec<(&str, f64)> =
            vec![("a", 1.0), ("b", 3.0), ("c", 1.0), ("d", -2.0), ("e", 3.0)];
        let mut expected = items.clone();
        expected.sort_by(|a, b| b.1.total_cmp(&a.1));
        best_first(&mut items, |item| item.1);
        assert_eq!(items, expected);
        let mut empty: Vec<(u8, f64)> = Vec::new();
        best_first(&mut empty, |item| item.1);
        assert!(empty.is_empty());
    }

    #[test]
    fn sort_short_sorts_stably() {
        let mut items = vec![(3, 'a'), (1, 'b'), (3, 'c'), (0, 'd'), (1, 'e')];
        sort_short(&mut items, |a, b| a.0 < b.0);
        assert_eq!(
            items,
            vec![(0, 'd'), (1, 'b'), (1, 'e'), (3, 'a'), (3, 'c')]
        );
        let mut empty: Vec<u8> = Vec::new();
        sort_short(&mut empty, |a, b| a < b);
        let mut numbers = vec![9u8, 4, 7, 1, 8, 2];
        let mut expected = numbers.clone();
        expected.sort_unstable();
        sort_short(&mut numbers, |a, b| a < b);
        assert_eq!(numbers, expected);
    }
}
