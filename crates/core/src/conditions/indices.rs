//! Sorting element indices without `sort_unstable`.

/// Sorts `indices` ascending and drops repeats. A small heapsort: std's `sort_unstable`
/// (pattern-defeating quicksort, heapsort fallback, small sorts) is about 3.5 KB of wasm for
/// the few index lists the form sorts (docs/size.md).
pub(crate) fn sort_dedup_indices(indices: &mut Vec<usize>) {
    heapsort_by_key(indices.as_mut_slice(), |&i| i as u64);
    indices.dedup();
}

/// Sorts `v` ascending by `key` (not stable: equal keys may swap). The same small heapsort,
/// for lists whose keys are unique (e.g. the array-index keys of a JSON object), where a
/// `sort_by_key` would link std's stable driftsort (about 5 KB of wasm, docs/size.md).
pub(crate) fn heapsort_by_key<T>(v: &mut [T], key: impl Fn(&T) -> u64) {
    let n = v.len();
    for root in (0..n / 2).rev() {
        sift_down(v, root, n, &key);
    }
    for end in (1..n).rev() {
        v.swap(0, end);
        sift_down(v, 0, end, &key);
    }
}

/// Moves `v[root]` down the max-heap `v[..end]` to its place.
fn sift_down<T>(v: &mut [T], mut root: usize, end: usize, key: &impl Fn(&T) -> u64) {
    let at = |v: &[T], i: usize| v.get(i).map_or(0, key);
    loop {
        let mut child = 2 * root + 1;
        if child >= end {
            return;
        }
        if child + 1 < end && at(v, child) < at(v, child + 1) {
            child += 1;
        }
        if at(v, root) >= at(v, child) {
            return;
        }
        v.swap(root, child);
        root = child;
    }
}

#[cfg(test)]
mod tests {
    use super::sort_dedup_indices;

    #[test]
    fn sorts_and_dedups_like_std() {
        let mut seed = 12345u64;
        for len in 0..60 {
            for _ in 0..20 {
                let mut v: Vec<usize> = (0..len)
                    .map(|_| {
                        seed = seed
                            .wrapping_mul(6364136223846793005)
                            .wrapping_add(1442695040888963407);
                        ((seed >> 33) % (len as u64 + 3)) as usize
                    })
                    .collect();
                let mut want = v.clone();
                want.sort_unstable();
                want.dedup();
                sort_dedup_indices(&mut v);
                assert_eq!(v, want);
            }
        }
    }
}
