//! The five merge kinds: add, prepend, remove, replace, override.

use serde_json::Value;

use super::error::ClassError;
use super::node::{ClassList, ClassNode, class_list};
use crate::schema::describe_value;

/// One kind of class change, in the order a merge step applies them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MergeKind {
    /// `addClasses` / `addClass`: append classes not yet in the list.
    Add,
    /// `prependClasses`: put classes first.
    Prepend,
    /// `removeClasses` / `removeClass`: filter classes out.
    Remove,
    /// `replaceClasses` / `replaceClass`: `{old: new}` (new a string or an array; an array
    /// of such maps is applied map by map).
    Replace,
    /// `overrideClasses` / `overrideClass`: replace the whole list.
    Override,
}

impl MergeKind {
    /// Every kind, in the order one step applies them.
    pub const ALL: [MergeKind; 5] = [
        MergeKind::Add,
        MergeKind::Prepend,
        MergeKind::Remove,
        MergeKind::Replace,
        MergeKind::Override,
    ];

    /// The plural option name (`addClasses`).
    #[must_use]
    pub fn plural_key(self) -> &'static str {
        match self {
            MergeKind::Add => "addClasses",
            MergeKind::Prepend => "prependClasses",
            MergeKind::Remove => "removeClasses",
            MergeKind::Replace => "replaceClasses",
            MergeKind::Override => "overrideClasses",
        }
    }

    /// The element-local option name (`addClass`); prepending has none.
    #[must_use]
    pub fn local_key(self) -> Option<&'static str> {
        match self {
            MergeKind::Add => Some("addClass"),
            MergeKind::Prepend => None,
            MergeKind::Remove => Some("removeClass"),
            MergeKind::Replace => Some("replaceClass"),
            MergeKind::Override => Some("overrideClass"),
        }
    }
}

/// Applies `spec` to `node`. Maps recurse key by key; keys missing from `node` are created
/// by add, prepend and override, and ignored by remove and replace. Problems are pushed to
/// `warnings` (named by `path`) and the rest still applies.
pub fn apply(
    kind: MergeKind,
    node: &mut ClassNode,
    spec: &Value,
    path: &str,
    warnings: &mut Vec<ClassError>,
) {
    if spec.is_null() {
        return;
    }
    match node {
        ClassNode::Map(_) => {
            let Value::Object(entries) = spec else {
                warnings.push(ClassError::CompositeKey {
                    path: path.to_owned(),
                });
                return;
            };
            for (key, child_spec) in entries {
                let child_path = format!("{path}.{key}");
                if let Some(child) = node.get_mut(key) {
                    apply(kind, child, child_spec, &child_path, warnings);
                } else if matches!(
                    kind,
                    MergeKind::Add | MergeKind::Prepend | MergeKind::Override
                ) {
                    match ClassNode::from_value(child_spec, &child_path) {
                        Ok(new) => node.insert(key, dedup(new)),
                        Err(err) => warnings.push(err),
                    }
                }
            }
        }
        ClassNode::List(list) => {
            if kind == MergeKind::Replace {
                replace(list, spec, path, warnings);
                return;
            }
            let classes = match class_list(spec, path) {
                Ok(classes) => classes,
                Err(err) => {
                    warnings.push(err);
                    return;
                }
            };
            match kind {
                MergeKind::Add => {
                    for class in classes {
                        if !list.contains(&class) {
                            list.push(class);
                        }
                    }
                }
                MergeKind::Prepend => {
                    let mut front: ClassList = Vec::with_capacity(classes.len() + list.len());
                    for class in classes {
                        if !front.contains(&class) {
                            front.push(class);
                        }
                    }
                    remove_all(list, &front);
                    front.append(list);
                    *list = front;
                }
                MergeKind::Remove => remove_all(list, &classes),
                MergeKind::Override | MergeKind::Replace => *list = classes,
            }
        }
    }
}

/// `list` without the classes in `gone` (one retain for prepend and remove, docs/size.md).
#[inline(never)]
fn remove_all(list: &mut ClassList, gone: &[String]) {
    list.retain(|c| !gone.contains(c));
}

fn replace(list: &mut ClassList, spec: &Value, path: &str, warnings: &mut Vec<ClassError>) {
    match spec {
        Value::Object(pairs) => {
            for (old, new) in pairs {
                match class_list(new, &format!("{path}.{old}")) {
                    Ok(new) => {
                        let mut out = Vec::with_capacity(list.len() + new.len());
                        for class in list.drain(..) {
                            if &class == old {
                                out.extend(new.iter().cloned());
                            } else {
                                out.push(class);
                            }
                        }
                        *list = out;
                    }
                    Err(err) => warnings.push(err),
                }
            }
        }
        Value::Array(maps) => {
            for (i, map) in maps.iter().enumerate() {
                replace(list, map, &format!("{path}[{i}]"), warnings);
            }
        }
        other => warnings.push(ClassError::WrongShape {
            path: path.to_owned(),
            expected: "an object of {old class: new classes}",
            found: describe_value(other),
        }),
    }
}

/// A node with duplicate classes removed from each list (first occurrence kept).
#[must_use]
pub fn dedup(node: ClassNode) -> ClassNode {
    match node {
        ClassNode::List(list) => {
            let mut out: ClassList = Vec::with_capacity(list.len());
            for class in list {
                if !out.contains(&class) {
                    out.push(class);
                }
            }
            ClassNode::List(out)
        }
        ClassNode::Map(entries) => {
            let mut out = Vec::with_capacity(entries.len());
            for (k, n) in entries {
                out.push((k, dedup(n)));
            }
            ClassNode::Map(out)
        }
    }
}
