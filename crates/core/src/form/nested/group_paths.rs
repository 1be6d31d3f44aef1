//! The one path of a group child: its data path. A form whose conditions, `disabled` or
//! `readonly` conditions, rules, endpoint variables or `{…}` expressions (a static's `content`, a
//! text's or hidden's `expression`) name a group child by the group's path
//! (`grp.x` for the child `x`) is refused when it is built, with the element's schema
//! path and option: never a condition silently never met (the reference's quirk).

use crate::conditions::path::fill_wildcards;
use crate::form::error::FormError;
use crate::form::state::FormState;
use crate::schema::SchemaError;

impl FormState {
    /// Refuses a path that names a group's child through the group (see the module docs):
    /// in the elements built, and in the items of the lists that have none yet (`initial:
    /// 0`, `default: []`, to be filled by `load`), checked on a copy of the form holding one
    /// item in each.
    pub(crate) fn check_group_paths(&self) -> Result<(), FormError> {
        self.check_built_group_paths()?;
        #[cfg(feature = "list")]
        self.check_group_paths_in_empty_lists()?;
        Ok(())
    }

    /// [`check_group_paths`](Self::check_group_paths) over the elements built.
    pub(crate) fn check_built_group_paths(&self) -> Result<(), FormError> {
        let groups = self.groups();
        if groups.is_empty() {
            return Ok(());
        }
        for (i, reads) in self.reads_by_element().into_iter().enumerate() {
            for (dep, option) in reads {
                if self.index.contains_key(dep.as_str()) {
                    continue;
                }
                if self.through_groups(&groups, dep).is_some() {
                    // Quoted as written: `lines.*.g.x`, not the item's `lines.0.g.x`.
                    let dep = self.as_written(i, dep);
                    let Some((group, path)) = self.through_groups(&groups, &dep) else {
                        continue;
                    };
                    return Err(FormError::Schema(SchemaError::new(
                        format!("{}.{option}", self.schema_path(i)),
                        format!(
                            "\"{dep}\" names a child of the group \"{group}\" by the group's path; a group's child has its data path: write \"{path}\""
                        ),
                    )));
                }
            }
        }
        Ok(())
    }

    /// The path element `i` wrote that reads `dep` once its `*` are filled with the
    /// element's list indices (`lines.*.g.x` for `lines.0.g.x` read by `lines.0.y`): one of
    /// its conditions', `disabled`'s, rules' or endpoints' paths; else `dep` itself.
    fn as_written(&self, i: usize, dep: &str) -> String {
        let Some(el) = self.elements.get(i) else {
            return dep.to_owned();
        };
        if !el
            .path()
            .split('.')
            .any(|s| s.bytes().all(|b| b.is_ascii_digit()))
        {
            return dep.to_owned();
        }
        let mut written: Vec<String> = Vec::new();
        if let Some(info) = self.info.get(i) {
            written.extend(info.conditions.dependencies(""));
            written.extend(info.disabled.dependencies(""));
            if let Some(entry) = info.schema.as_deref() {
                written.extend(crate::form::dependents::endpoint_reads(entry, ""));
            }
        }
        if let Some(rt) = self.runtime.get(i) {
            written.extend(rt.validation.dependencies_at(""));
        }
        written
            .into_iter()
            .find(|w| w.contains('*') && fill_wildcards(w, el.path()) == dep)
            .unwrap_or_else(|| dep.to_owned())
    }

    /// `path` read through the groups it names (`g1.g2.x` → `x` for the group `g2` inside
    /// the group `g1`, each group left out in turn until the path is an element's or names
    /// no group more): the first group it names and the data path; `None` when it names
    /// none.
    ///
    /// A path written with `*` (`lines.*.g.x` in a list item) keeps its `*`: the group is
    /// named and the data path given as written (`lines.*.g`, `lines.*.x`).
    fn through_groups(&self, groups: &[(usize, &str)], path: &str) -> Option<(String, String)> {
        let mut first = None;
        let mut current = path.to_owned();
        // Each round leaves one group's segment out: at most one round per group.
        for _ in 0..groups.len() {
            if first.is_some() && self.index.contains_key(current.as_str()) {
                break;
            }
            let Some((g, group, rest)) = groups
                .iter()
                .find_map(|&(g, group)| Some((g, group, below(group, &current)?)))
            else {
                break;
            };
            // The group as `current` names it (its `*` segments kept).
            let written = current
                .len()
                .checked_sub(rest.len() + 1)
                .and_then(|end| current.get(..end))
                .unwrap_or(group)
                .to_owned();
            let data_parent = self
                .elements
                .get(g)
                .and_then(|el| el.setup().parent_path.clone())
                .map(|p| with_stars_of(&p, &written));
            current = match data_parent {
                Some(p) if !p.is_empty() => format!("{p}.{rest}"),
                _ => rest.to_owned(),
            };
            first.get_or_insert(written);
        }
        first.map(|group| (group, current))
    }

    /// The groups of the form: their indices and paths.
    fn groups(&self) -> Vec<(usize, &str)> {
        self.elements
            .iter()
            .enumerate()
            .filter(|(j, _)| self.is_group_at(*j))
            .map(|(j, el)| (j, el.path()))
            .collect()
    }
}

#[cfg(feature = "group")]
impl FormState {
    /// The data path of the element `path` names through a group (`names.first` → `first`
    /// for the group `names` at the top), when there is such an element.
    /// Through nested groups too (`g1.g2.x` → `x`).
    pub(crate) fn group_child_path(&self, path: &str) -> Option<String> {
        let (_, data) = self.through_groups(&self.groups(), path)?;
        self.index.contains_key(data.as_str()).then_some(data)
    }
}

/// `parent` (a group's data parent, a prefix of its path) with a `*` where `written` (the
/// group's path as a condition or rule wrote it) has one: `lines.0` for `lines.*.g` →
/// `lines.*`.
fn with_stars_of(parent: &str, written: &str) -> String {
    if !written.contains('*') {
        return parent.to_owned();
    }
    let mut stars = written.split('.');
    parent
        .split('.')
        .map(|segment| match stars.next() {
            Some("*") => "*",
            _ => segment,
        })
        .collect::<Vec<_>>()
        .join(".")
}

/// The rest of `path` after `group` when `path` is strictly below `group` (`*` segments
/// of `path` match any segment).
fn below<'a>(group: &str, path: &'a str) -> Option<&'a str> {
    let mut rest = path;
    for segment in group.split('.') {
        let (head, tail) = rest.split_once('.')?;
        if head != segment && head != "*" {
            return None;
        }
        rest = tail;
    }
    Some(rest)
}
