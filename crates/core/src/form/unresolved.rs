//! The paths a form's conditions, `disabled`, rules, endpoint variables and `{…}`
//! expressions read that name no element: a misspelt path is not an error (the reference's
//! condition on a missing element is false, and inline elements register after the form is
//! built), so the form lists them and the adapter warns the developer once.

use crate::form::state::FormState;

impl FormState {
    /// Every path an element reads (its `conditions`, `disabled`, rules' other elements and
    /// conditions, endpoint variables, a text's or hidden's `expression`, a static's
    /// content) that names no element of the form now, as `(position, path)`:
    /// `("schema.b.conditions", "aa")`, in the form's order, each once. Such a condition is
    /// never met, a `same:pasword` never matches, an `{totl}` reads `null`.
    ///
    /// Not listed: a number (`gt:0`), a path into an element's value (`tags.0`, `country.code` of an
    /// object-valued select, `bio.en`) whose element is not a container, and a `*` path into
    /// a list with no items yet (`lines.*.qty` while `lines` is empty). A path read by the
    /// items of a list is listed once, as written (`lines.*.tpye`), not once per item.
    /// (A condition, rule parameter or endpoint variable whose `*` no list item around its
    /// reader fills, `["lines.*.qty", ">", 5]` outside `lines`, is refused when the schema
    /// is read; in an expression such a path reads every item.)
    /// In a debug build, a `<Form>` asks this once its inline elements have registered and
    /// writes one console warning naming them (a release build does not check).
    #[must_use]
    pub fn unresolved_paths(&self) -> Vec<(String, String)> {
        let mut out: Vec<(String, String)> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for (i, reads) in self.reads_by_element().into_iter().enumerate() {
            for (dep, option) in reads {
                // `gt:0` compares with a number, not an element.
                let literal = dep.is_empty() || dep.trim().parse::<f64>().is_ok();
                if literal || self.names_an_element(dep) {
                    continue;
                }
                let path = self.elements.get(i).map(|el| el.path()).unwrap_or_default();
                let entry = (
                    format!("{}.{option}", self.position_of(i)),
                    as_written(dep, path),
                );
                if seen.insert(entry.clone()) {
                    out.push(entry);
                }
            }
        }
        out
    }

    /// Every path each element reads, with the option that reads it, by element index: its
    /// `conditions`, `disabled`, `readonly`, rules (other elements and conditions), endpoint
    /// variables and `{…}` expressions (`content` for a static, else `expression`). The
    /// rules' reads are grouped in one pass.
    pub(crate) fn reads_by_element(&self) -> Vec<Vec<(&String, &'static str)>> {
        let mut out: Vec<Vec<(&String, &'static str)>> = self
            .info
            .iter()
            .map(|info| {
                let reads = info
                    .condition_deps
                    .iter()
                    .map(|d| (d, "conditions"))
                    .chain(info.disabled_deps.iter().map(|d| (d, "disabled")))
                    .chain(info.endpoint_deps.iter().map(|d| (d, "items")));
                #[cfg(feature = "text-family")]
                let reads = reads.chain(info.readonly_deps.iter().map(|d| (d, "readonly")));
                #[cfg(all(
                    feature = "expressions",
                    any(feature = "text-family", feature = "static")
                ))]
                let reads = {
                    let option = match info.schema.as_deref() {
                        #[cfg(feature = "static")]
                        Some(crate::schema::ElementSchema::Static(_)) => "content",
                        _ => "expression",
                    };
                    reads.chain(info.expression_deps.iter().map(move |d| (d, option)))
                };
                reads.collect()
            })
            .collect();
        for (dep, j) in &self.rule_deps {
            if let Some(reads) = out.get_mut(*j) {
                reads.push((dep, "rules"));
            }
        }
        out
    }

    /// The schema position of element `i` (`schema.lines.object.schema.qty`).
    pub(crate) fn position_of(&self, i: usize) -> String {
        #[cfg(feature = "nested")]
        return self.schema_path(i);
        #[cfg(not(feature = "nested"))]
        return self
            .elements
            .get(i)
            .map_or_else(|| "schema".to_owned(), |el| format!("schema.{}", el.path()));
    }

    /// Whether `path` names an element, a part of a non-container element's value, or (with
    /// a `*`) the items of a list that has none yet.
    fn names_an_element(&self, path: &str) -> bool {
        let segments: Vec<&str> = path.split('.').collect();
        for k in (1..=segments.len()).rev() {
            let Some(prefix) = segments.get(..k) else {
                continue;
            };
            let whole = k == segments.len();
            if let Some(star) = prefix.iter().position(|s| *s == "*") {
                if self.elements.iter().any(|el| matches(prefix, el.path())) {
                    return whole || !self.container_matches(prefix);
                }
                // A list without items: its items' paths cannot be checked yet.
                let list = prefix.get(..star).unwrap_or(&[]).join(".");
                if self
                    .el(&list)
                    .is_some_and(|el| matches!(el.value(), crate::Value::Array(a) if a.is_empty()))
                {
                    return true;
                }
                continue;
            }
            let joined = prefix.join(".");
            if self.index.contains_key(joined.as_str()) {
                return whole || !self.is_container_path(&joined);
            }
        }
        false
    }

    /// Whether an element matching the `*` pattern `prefix` is a container.
    fn container_matches(&self, prefix: &[&str]) -> bool {
        self.elements
            .iter()
            .any(|el| matches(prefix, el.path()) && self.is_container_path(el.path()))
    }

    fn is_container_path(&self, path: &str) -> bool {
        #[cfg(feature = "nested")]
        return self.is_container(path);
        #[cfg(not(feature = "nested"))]
        {
            let _ = path;
            false
        }
    }
}

/// Whether `path` has `pattern`'s segments, a `*` matching any one.
fn matches(pattern: &[&str], path: &str) -> bool {
    let mut segs = path.split('.');
    pattern
        .iter()
        .all(|p| segs.next().is_some_and(|s| *p == "*" || *p == s))
        && segs.next().is_none()
}

/// `dep` as its schema wrote it: the item positions the form filled in from `path`, the
/// reading element's own (`lines.3.tpye` read by `lines.3.discount`), are `*` again
/// (`lines.*.tpye`), so every item of a list reports one path once.
fn as_written(dep: &str, path: &str) -> String {
    let mut own = path.split('.');
    let mut same = true;
    dep.split('.')
        .map(|segment| {
            let mine = own.next();
            same &= mine == Some(segment);
            if same && !segment.is_empty() && segment.bytes().all(|b| b.is_ascii_digit()) {
                "*"
            } else {
                segment
            }
        })
        .collect::<Vec<_>>()
        .join(".")
}
