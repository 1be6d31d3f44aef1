//! Text and hidden `expression`s that read each other in a cycle (`a` reads `b`, `b` reads
//! `a`) are refused when the schema is read: their values would never settle, and each
//! round could grow them (`{b}{b}` / `{a}{a}` doubles both every round). An expression
//! that reads its own element stays allowed: it gives `""`, as in the reference.
//!
//! The check is on data paths with list items as `*` (`lines.*.a`), so a cycle inside list
//! items is found before any item exists. It is conservative: a path read overlaps an
//! element when one is a prefix of the other, `*` matching any index (`x` reading `obj`
//! reads `obj.z`; `lines.*.a` reading `lines.0.b` may read any item's `b`).

use super::element::ElementSchema;
use super::error::{SchemaError, child};
use crate::conditions::path::{fill_wildcards, paths_overlap};
use std::sync::Arc;

/// One computed element: its data path (`*` for list indices), its schema path and the
/// paths its expression reads.
struct Node {
    path: String,
    at: String,
    reads: Vec<String>,
}

/// Collects the text and hidden elements with an `expression` under `entry`.
fn collect(entry: &ElementSchema, data: &str, at: &str, out: &mut Vec<Node>) {
    match entry {
        ElementSchema::Text(text) => {
            if let Some(expression) = &text.expression {
                let reads = expression
                    .dependencies()
                    .iter()
                    .map(|d| fill_wildcards(d, data))
                    .collect();
                out.push(Node {
                    path: data.to_owned(),
                    at: child(at, "expression"),
                    reads,
                });
            }
        }
        #[cfg(feature = "nested")]
        ElementSchema::Object(object) => {
            let at = child(at, "schema");
            for (name, c) in &object.schema {
                collect(c, &child(data, name), &child(&at, name), out);
            }
        }
        #[cfg(feature = "group")]
        ElementSchema::Group(group) => {
            // A group's children have the group's parent's data path.
            let at = child(at, "schema");
            let base = data.rsplit_once('.').map(|(parent, _)| parent);
            for (name, c) in &group.schema {
                let path = base.map_or_else(|| name.clone(), |b| child(b, name));
                collect(c, &path, &child(&at, name), out);
            }
        }
        #[cfg(feature = "list")]
        ElementSchema::List(list) => {
            let item = child(data, "*");
            match &list.item {
                Some(super::ListItem::Element(e)) => collect(e, &item, &child(at, "element"), out),
                Some(super::ListItem::Object(o)) => collect(o, &item, &child(at, "object"), out),
                None => {}
            }
        }
        #[allow(unreachable_patterns)]
        _ => {}
    }
}

/// The first cycle among the expressions of `elements`, as a schema error at the
/// `expression` of the first element of the cycle, naming the cycle's paths.
pub(super) fn check_expression_cycles(
    elements: &[(String, Arc<ElementSchema>)],
) -> Result<(), SchemaError> {
    let mut nodes = Vec::new();
    for (name, entry) in elements {
        collect(entry, name, &child("schema", name), &mut nodes);
    }
    if nodes.len() < 2 {
        return Ok(());
    }
    // `edges[i]`: the other computed elements that `i` reads.
    let edges: Vec<Vec<usize>> = nodes
        .iter()
        .enumerate()
        .map(|(i, node)| {
            // An expression that reads its own element gives `""`: it reads nothing.
            if node.reads.iter().any(|r| paths_overlap(r, &node.path)) {
                return Vec::new();
            }
            nodes
                .iter()
                .enumerate()
                .filter(|&(j, other)| {
                    j != i && node.reads.iter().any(|r| paths_overlap(r, &other.path))
                })
                .map(|(j, _)| j)
                .collect()
        })
        .collect();
    // Depth-first, iterative: 0 unseen, 1 on the current path, 2 done.
    let mut state = vec![0_u8; nodes.len()];
    for start in 0..nodes.len() {
        if state.get(start) != Some(&0) {
            continue;
        }
        let mut stack: Vec<(usize, usize)> = vec![(start, 0)];
        if let Some(s) = state.get_mut(start) {
            *s = 1;
        }
        while let Some(&mut (node, ref mut next)) = stack.last_mut() {
            let Some(&to) = edges.get(node).and_then(|e| e.get(*next)) else {
                if let Some(s) = state.get_mut(node) {
                    *s = 2;
                }
                stack.pop();
                continue;
            };
            *next += 1;
            match state.get(to) {
                Some(0) => {
                    if let Some(s) = state.get_mut(to) {
                        *s = 1;
                    }
                    stack.push((to, 0));
                }
                Some(1) => {
                    let from = stack.iter().position(|&(n, _)| n == to).unwrap_or(0);
                    let cycle: Vec<&Node> = stack
                        .iter()
                        .skip(from)
                        .chain(std::iter::once(&(to, 0)))
                        .filter_map(|&(n, _)| nodes.get(n))
                        .collect();
                    let names: Vec<String> =
                        cycle.iter().map(|n| format!("\"{}\"", n.path)).collect();
                    let at = cycle.first().map_or("schema", |n| n.at.as_str());
                    return Err(SchemaError::new(
                        at,
                        format!(
                            "the expressions of {} read each other in a cycle, so their values would never settle",
                            names.join(" → ")
                        ),
                    ));
                }
                _ => {}
            }
        }
    }
    Ok(())
}
