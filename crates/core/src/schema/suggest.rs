//! "Did you mean …?" suggestions for unknown keys.

/// Optimal string alignment distance (edits, with adjacent transpositions counted once).
fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let width = b.len() + 1;
    let mut d = vec![0usize; (a.len() + 1) * width];
    let at = |i: usize, j: usize| i * width + j;
    for i in 0..=a.len() {
        if let Some(cell) = d.get_mut(at(i, 0)) {
            *cell = i;
        }
    }
    for j in 0..=b.len() {
        if let Some(cell) = d.get_mut(at(0, j)) {
            *cell = j;
        }
    }
    let get = |d: &[usize], i: usize, j: usize| d.get(at(i, j)).copied().unwrap_or(usize::MAX / 2);
    for (i, ca) in a.iter().enumerate() {
        for (j, cb) in b.iter().enumerate() {
            let (i1, j1) = (i + 1, j + 1);
            let cost = usize::from(ca != cb);
            let mut best = (get(&d, i, j1) + 1)
                .min(get(&d, i1, j) + 1)
                .min(get(&d, i, j) + cost);
            let swapped = i > 0 && j > 0 && a.get(i - 1) == Some(cb) && b.get(j - 1) == Some(ca);
            if swapped {
                best = best.min(get(&d, i - 1, j - 1) + 1);
            }
            if let Some(cell) = d.get_mut(at(i1, j1)) {
                *cell = best;
            }
        }
    }
    get(&d, a.len(), b.len())
}

fn normalized(key: &str) -> String {
    let mut out = String::with_capacity(key.len());
    for c in key.chars() {
        if c != '_' && c != '-' {
            for lower in crate::lower::to_lower(c) {
                out.push(lower);
            }
        }
    }
    out
}

/// The known key closest to `unknown`, if one is close enough to be a likely typo: the same
/// key in another case or snake_case (`hide_tools` → `hideTools`), or within a third of its
/// length in edits (at least one, at most three).
#[must_use]
pub fn suggest<'a>(unknown: &str, known: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    closest(unknown, &mut known.into_iter())
}

/// [`suggest`] without its iterator type: one copy in the wasm for every caller (docs/size.md).
#[inline(never)]
fn closest<'a>(unknown: &str, known: &mut dyn Iterator<Item = &'a str>) -> Option<&'a str> {
    let wanted = normalized(unknown);
    let limit = (unknown.chars().count() / 3).clamp(1, 3);
    let mut best: Option<(usize, &str)> = None;
    for key in known {
        let d = if normalized(key) == wanted {
            0
        } else {
            distance(unknown, key)
        };
        if d <= limit && best.is_none_or(|(bd, _)| d < bd) {
            best = Some((d, key));
        }
    }
    best.map(|(_, key)| key)
}

#[cfg(test)]
mod tests {
    use super::{distance, suggest};

    #[test]
    fn distances() {
        assert_eq!(distance("search", "search"), 0);
        assert_eq!(distance("serach", "search"), 1);
        assert_eq!(distance("", "abc"), 3);
        assert_eq!(distance("kitten", "sitting"), 3);
    }

    #[test]
    fn suggests_close_keys_only() {
        let known = ["search", "native", "hideTools", "items"];
        assert_eq!(suggest("serach", known), Some("search"));
        assert_eq!(suggest("hide_tools", known), Some("hideTools"));
        assert_eq!(suggest("Items", known), Some("items"));
        assert_eq!(suggest("completelyDifferent", known), None);
        assert_eq!(suggest("", known), None);
    }
}
