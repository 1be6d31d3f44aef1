//! Elements written inline inside an object or group (a view's child components): added
//! to the container after the form was built.

use std::sync::Arc;

use super::build::{merge_default, nest, segments};
use crate::conditions::Conditions;
use crate::form::error::FormError;
use crate::form::lookup::value_in;
use crate::form::state::FormState;
use crate::schema::{ElementSchema, SchemaError};

impl FormState {
    /// Adds the element `name` with the schema `entry` as the last child of the object or
    /// group at `container` (an element written inline inside it): its path is
    /// `<object>.<name>`, or for a group child its data path (`name` inside a group at the
    /// top). Its default comes from the form's `default` at its data path, else the container's own
    /// `default`; the
    /// container's value and default take its value. Returns the child's path.
    ///
    /// Fails with [`FormError::UnknownPath`] for an unknown container,
    /// [`FormError::Schema`] when it is not an object or group (a list's items come from its
    /// item schema) or the entry names a function the form lacks, or like
    /// [`add_schema_element`](Self::add_schema_element); nothing is added then.
    pub fn add_child_element(
        &mut self,
        container: &str,
        name: &str,
        entry: ElementSchema,
    ) -> Result<String, FormError> {
        let i = self.position(container)?;
        let is_list = self.is_list_container(i);
        if self.container_at(i).is_none() || is_list {
            return Err(FormError::Schema(SchemaError::new(
                self.schema_path(i),
                format!(
                    "\"{container}\" is not an object or group: \"{name}\" cannot be its child"
                ),
            )));
        }
        let schema_path = self.child_schema_path(Some(container), name);
        self.functions
            .check_entry(&schema_path, &entry)
            .map_err(FormError::Schema)?;
        #[cfg(feature = "list")]
        crate::schema::wildcards::check_wildcards(
            &entry,
            &schema_path,
            crate::schema::wildcards::lists_around(container),
            self.functions.registries(),
        )
        .map_err(FormError::Schema)?;
        let entry = Arc::new(entry);
        // A refusal leaves nothing behind: the child is added to a copy first when a group
        // may refuse it (or its build may fail half-way, a container's).
        if self.may_refuse_after_adding(&entry) {
            let mut probe = self.clone();
            probe.push_child_entry(i, container, name, Arc::clone(&entry))?;
            #[cfg(feature = "group")]
            probe.check_group_paths()?;
        }
        let c = self.push_child_entry(i, container, name, entry)?;
        // After a rebuild: the value the child had in the replaced state.
        self.take_carried();
        self.availability_log();
        Ok(self
            .elements
            .get(c)
            .map(|el| el.path().to_owned())
            .unwrap_or_default())
    }

    /// Whether adding `entry` may fail after some of it was built: for a container (a later
    /// child of its subtree may fail to build, or it may be a group other elements read
    /// through), or for an element that may read a path through one of the form's groups
    /// (refused once it is in). The elements already in read no path through a group (each
    /// was refused otherwise when it was added), and a leaf added makes none of their paths
    /// one, so only the new element's own reads can: a path through the group `g` names
    /// `g.` (or a `*` segment for it, `*.`), so an entry none of whose strings holds a
    /// group's name or `*` followed by `.` cannot.
    /// Deciding this without copying the form keeps adding 1,000 inline elements to a form
    /// with a group linear in the copies (measured: 1.23 s with a copy per element, 0.17 s
    /// without).
    pub(crate) fn may_refuse_after_adding(&self, entry: &ElementSchema) -> bool {
        if super::build::is_container(entry) {
            return true;
        }
        let mut names: Vec<String> = (0..self.elements.len())
            .filter(|&j| self.is_group_at(j))
            .filter_map(|j| self.elements.get(j))
            .map(|el| {
                let path = el.path();
                let name = path.rsplit('.').next().unwrap_or(path);
                format!("{name}.")
            })
            .collect();
        if names.is_empty() {
            return false;
        }
        // A `*` segment stands for any group (`*.first`).
        names.push("*.".to_owned());
        mentions_any(&entry.to_value(), &names)
    }

    /// [`add_child_element`](Self::add_child_element)'s build: the child `name` of the
    /// object or group `i` (at `container`) from `entry`, recorded as its last child, the
    /// containers above recomposed. Returns the child's index.
    fn push_child_entry(
        &mut self,
        i: usize,
        container: &str,
        name: &str,
        entry: Arc<ElementSchema>,
    ) -> Result<usize, FormError> {
        let Some(el) = self.elements.get(i) else {
            return Err(FormError::UnknownPath {
                path: container.to_owned(),
                instead: None,
            });
        };
        let group = self.is_group_at(i);
        let data_parent = if group {
            el.setup().parent_path.clone()
        } else {
            Some(el.path().to_owned())
        };
        // The container's own `default` under the form's at its data path (the form's wins,
        // as when the form is built), placed at that path.
        let own = self
            .info
            .get(i)
            .and_then(|info| info.schema.as_deref())
            .map(|e| e.common().default.clone())
            .unwrap_or_default();
        let around = match &data_parent {
            Some(base) => value_in(&self.form_default, segments(base)),
            None => Some(&self.form_default),
        };
        let merged = merge_default(&own, around);
        let root = match &data_parent {
            Some(base) => nest(base, merged),
            None => merged,
        };
        let inherited = if group {
            self.info
                .get(i)
                .map(|info| info.conditions.clone())
                .unwrap_or_default()
        } else {
            Conditions::new()
        };
        let c = self.build_entry(
            name,
            data_parent.as_deref(),
            Some(container),
            entry,
            &root,
            &inherited,
        )?;
        self.push_child(i, c);
        // Every container above takes the child's value, also as its default.
        let mut current = Some(i);
        while let Some(p) = current {
            self.recompose(p);
            if let Some(el) = self.elements.get_mut(p) {
                el.default = el.value.clone();
            }
            current = self.parent_index(p);
        }
        Ok(c)
    }

    fn is_list_container(&self, i: usize) -> bool {
        #[cfg(feature = "list")]
        {
            self.is_list_at(i)
        }
        #[cfg(not(feature = "list"))]
        {
            let _ = i;
            false
        }
    }
}

/// Whether a string anywhere in `value` (keys included) holds one of `needles`.
fn mentions_any(value: &serde_json::Value, needles: &[String]) -> bool {
    use serde_json::Value;
    let holds = |text: &str| needles.iter().any(|n| text.contains(n.as_str()));
    match value {
        Value::String(text) => holds(text),
        Value::Array(items) => items.iter().any(|v| mentions_any(v, needles)),
        Value::Object(map) => map
            .iter()
            .any(|(k, v)| holds(k) || mentions_any(v, needles)),
        _ => false,
    }
}
