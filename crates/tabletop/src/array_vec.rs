//! [`ArrayVec`]: a list with a fixed capacity, kept inline. A game state built from these has no
//! heap parts, so copying it for a search's playout is one `memcpy` instead of a dozen
//! allocations. Serialized as a sequence, exactly like a `Vec`.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::{Deref, DerefMut};

use serde::de::{Error, SeqAccess, Visitor};
use serde::ser::SerializeSeq;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Up to `N` items of a small `Copy` type, inline. Reads as a slice.
///
/// A game sizes each list for every component of its kind, so a push beyond the capacity cannot
/// happen in a legal game; should it happen, the item is dropped (the game's invariants, which
/// count every component, then report it) rather than the program stopping.
#[derive(Clone, Copy)]
pub struct ArrayVec<T: Copy + Default, const N: usize> {
    items: [T; N],
    len: u8,
}

impl<T: Copy + Default, const N: usize> ArrayVec<T, N> {
    const FITS_A_BYTE: () = assert!(N <= u8::MAX as usize);

    pub fn new() -> Self {
        let () = Self::FITS_A_BYTE;
        ArrayVec {
            items: [T::default(); N],
            len: 0,
        }
    }

    pub const fn capacity(&self) -> usize {
        N
    }

    /// Adds `item` at the end; returns it back when the list is full.
    pub fn try_push(&mut self, item: T) -> Result<(), T> {
        match self.items.get_mut(usize::from(self.len)) {
            Some(slot) => {
                *slot = item;
                self.len += 1;
                Ok(())
            }
            None => Err(item),
        }
    }

    /// Adds `item` at the end (see the type's note on a full list).
    pub fn push(&mut self, item: T) {
        let pushed = self.try_push(item);
        debug_assert!(pushed.is_ok(), "ArrayVec of {N} is full");
    }

    pub fn pop(&mut self) -> Option<T> {
        self.len = self.len.checked_sub(1)?;
        Some(self.items[usize::from(self.len)])
    }

    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps the items for which `keep` is true, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(&T) -> bool) {
        let mut kept = 0;
        for index in 0..usize::from(self.len) {
            let item = self.items[index];
            if keep(&item) {
                self.items[kept] = item;
                kept += 1;
            }
        }
        self.len = kept as u8;
    }

    /// Moves every item of `other` to the end of `self`, leaving `other` empty.
    pub fn append(&mut self, other: &mut Self) {
        self.extend(other.iter().copied());
        other.clear();
    }
}

impl<T: Copy + Default, const N: usize> Default for ArrayVec<T, N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Copy + Default, const N: usize> Deref for ArrayVec<T, N> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        &self.items[..usize::from(self.len)]
    }
}

impl<T: Copy + Default, const N: usize> DerefMut for ArrayVec<T, N> {
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.items[..usize::from(self.len)]
    }
}

impl<T: Copy + Default, const N: usize> Extend<T> for ArrayVec<T, N> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, items: I) {
        for item in items {
            self.push(item);
        }
    }
}

impl<'a, T: Copy + Default + 'a, const N: usize> Extend<&'a T> for ArrayVec<T, N> {
    fn extend<I: IntoIterator<Item = &'a T>>(&mut self, items: I) {
        self.extend(items.into_iter().copied());
    }
}

impl<T: Copy + Default, const N: usize> FromIterator<T> for ArrayVec<T, N> {
    fn from_iter<I: IntoIterator<Item = T>>(items: I) -> Self {
        let mut list = Self::new();
        list.extend(items);
        list
    }
}

impl<'a, T: Copy + Default, const N: usize> IntoIterator for &'a ArrayVec<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<'a, T: Copy + Default, const N: usize> IntoIterator for &'a mut ArrayVec<T, N> {
    type Item = &'a mut T;
    type IntoIter = std::slice::IterMut<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter_mut()
    }
}

impl<T: Copy + Default, const N: usize> IntoIterator for ArrayVec<T, N> {
    type Item = T;
    type IntoIter = std::iter::Take<std::array::IntoIter<T, N>>;

    fn into_iter(self) -> Self::IntoIter {
        self.items.into_iter().take(usize::from(self.len))
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq for ArrayVec<T, N> {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl<T: Copy + Default + Eq, const N: usize> Eq for ArrayVec<T, N> {}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq<Vec<T>> for ArrayVec<T, N> {
    fn eq(&self, other: &Vec<T>) -> bool {
        **self == **other
    }
}

impl<T: Copy + Default + Hash, const N: usize> Hash for ArrayVec<T, N> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (**self).hash(state);
    }
}

impl<T: Copy + Default + fmt::Debug, const N: usize> fmt::Debug for ArrayVec<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T: Copy + Default + Serialize, const N: usize> Serialize for ArrayVec<T, N> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.len()))?;
        for item in self.iter() {
            seq.serialize_element(item)?;
        }
        seq.end()
    }
}

impl<'de, T: Copy + Default + Deserialize<'de>, const N: usize> Deserialize<'de>
    for ArrayVec<T, N>
{
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct ListVisitor<T, const N: usize>(std::marker::PhantomData<T>);

        impl<'de, T: Copy + Default + Deserialize<'de>, const N: usize> Visitor<'de> for ListVisitor<T, N> {
            type Value = ArrayVec<T, N>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "a list of at most {N} items")
            }

            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
                let mut list = ArrayVec::new();
                while let Some(item) = seq.next_element()? {
                    if list.try_push(item).is_err() {
                        return Err(A::Error::invalid_length(N + 1, &self));
                    }
                }
                Ok(list)
            }
        }

        deserializer.deserialize_seq(ListVisitor(std::marker::PhantomData))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pushes_pops_and_reads_as_a_slice() {
        let mut list: ArrayVec<u8, 4> = ArrayVec::new();
        assert!(list.is_empty());
        list.push(3);
        list.extend([1, 2]);
        assert_eq!(&*list, &[3, 1, 2]);
        list.sort_unstable();
        assert_eq!(&*list, &[1, 2, 3]);
        assert_eq!(list.pop(), Some(3));
        assert_eq!(list.len(), 2);
        list.extend([7, 8]);
        assert_eq!(list.try_push(9), Err(9));
        assert_eq!(list.len(), 4);
        list.retain(|item| item % 2 == 0);
        assert_eq!(&*list, &[2, 8]);
        assert_eq!(list.into_iter().collect::<Vec<_>>(), vec![2, 8]);
    }

    #[test]
    fn equality_and_hash_see_only_the_items() {
        let mut a: ArrayVec<u8, 4> = [5, 6].into_iter().collect();
        let b: ArrayVec<u8, 4> = [5].into_iter().collect();
        assert_ne!(a, b);
        a.pop();
        assert_eq!(a, b);
        let hash = |list: &ArrayVec<u8, 4>| {
            let mut hasher = std::collections::hash_map::DefaultHasher::new();
            list.hash(&mut hasher);
            hasher.finish()
        };
        assert_eq!(hash(&a), hash(&b));
    }

    #[test]
    fn append_moves_everything() {
        let mut a: ArrayVec<u8, 6> = [1, 2].into_iter().collect();
        let mut b: ArrayVec<u8, 6> = [3, 4].into_iter().collect();
        a.append(&mut b);
        assert_eq!(&*a, &[1, 2, 3, 4]);
        assert!(b.is_empty());
    }
}
