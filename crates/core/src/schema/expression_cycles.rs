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
use std::collections::HashMap;
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
    let index = PathIndex::new(&nodes);
    // `ranges[i]`: where `i`'s neighbours are in `index.order`, worked out when `i` is
    // first reached (O(depth) lookups per read), never as an n × n list.
    let neighbours = |i: usize| -> Vec<Range> {
        let Some(node) = nodes.get(i) else {
            return Vec::new();
        };
        // An expression that reads its own element gives `""`: it reads nothing.
        if node.reads.iter().any(|r| paths_overlap(r, &node.path)) {
            return Vec::new();
        }
        let mut out = Vec::new();
        for read in &node.reads {
            index.overlapping(read, &mut out);
        }
        out
    };
    // Depth-first, iterative: 0 unseen, 1 on the current path, 2 done. A frame is a node,
    // its neighbour ranges, the range it is in and the next position in that range.
    let mut state = vec![0_u8; nodes.len()];
    // Trie nodes whose whole range (`done_all`) or own ids (`done_own`) are all done: a
    // later reader of the same container skips them (5,000 readers of an object with
    // 5,000 computed children visit each child once, not 25 million times).
    let mut done = vec![false; index.trie.len() * 2];
    for start in 0..nodes.len() {
        if state.get(start) != Some(&0) {
            continue;
        }
        let mut stack: Vec<Frame> = vec![Frame::new(start, neighbours(start))];
        if let Some(s) = state.get_mut(start) {
            *s = 1;
        }
        while let Some(frame) = stack.last_mut() {
            let Some(range) = frame.ranges.get(frame.range).copied() else {
                if let Some(s) = state.get_mut(frame.node) {
                    *s = 2;
                }
                stack.pop();
                continue;
            };
            if done.get(range.done).copied().unwrap_or(false) {
                frame.range += 1;
                frame.next = 0;
                continue;
            }
            let Some(&to) = index
                .order
                .get(range.start + frame.next)
                .filter(|_| range.start + frame.next < range.end)
            else {
                // Every node of the range was reached from here and is done (a node on
                // the path would have been a cycle).
                if let Some(d) = done.get_mut(range.done) {
                    *d = true;
                }
                frame.range += 1;
                frame.next = 0;
                continue;
            };
            frame.next += 1;
            let node = frame.node;
            if to == node {
                // Never: a read that overlaps its own element reads nothing.
                continue;
            }
            match state.get(to) {
                Some(0) => {
                    if let Some(s) = state.get_mut(to) {
                        *s = 1;
                    }
                    stack.push(Frame::new(to, neighbours(to)));
                }
                Some(1) => {
                    let from = stack.iter().position(|f| f.node == to).unwrap_or(0);
                    let cycle: Vec<&Node> = stack
                        .iter()
                        .skip(from)
                        .map(|f| f.node)
                        .chain(std::iter::once(to))
                        .filter_map(|n| nodes.get(n))
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

/// A run of node ids in [`PathIndex::order`], and the `done` flag that covers it.
#[derive(Clone, Copy)]
struct Range {
    start: usize,
    end: usize,
    done: usize,
}

/// A node on the search path: its neighbour ranges, the current one, the next position.
struct Frame {
    node: usize,
    ranges: Vec<Range>,
    range: usize,
    next: usize,
}

impl Frame {
    fn new(node: usize, ranges: Vec<Range>) -> Self {
        Self {
            node,
            ranges,
            range: 0,
            next: 0,
        }
    }
}

/// One segment of the computed elements' paths (`*` for list items).
#[derive(Default)]
struct Trie {
    children: HashMap<String, usize>,
    /// The nodes whose path ends here.
    own: Vec<usize>,
    /// `order[start..start + own.len()]` are this trie node's own ids,
    /// `order[start..end]` those of its whole subtree.
    start: usize,
    end: usize,
}

impl Trie {
    /// The children, last created first: popped from a stack, they come in the order of
    /// the elements in the schema, so the reported cycle does not depend on hashing.
    fn sorted_children(&self) -> impl Iterator<Item = usize> + use<> {
        let mut children: Vec<usize> = self.children.values().copied().collect();
        children.sort_unstable_by(|a, b| b.cmp(a));
        children.into_iter()
    }
}

/// The computed elements' paths as a trie, numbered so that each subtree's nodes are one
/// run of `order`: the nodes a read overlaps are O(depth) runs (more only where a read's
/// `*` meets a container with several children).
struct PathIndex {
    trie: Vec<Trie>,
    order: Vec<usize>,
}

impl PathIndex {
    fn new(nodes: &[Node]) -> Self {
        let mut trie = vec![Trie::default()];
        for (id, node) in nodes.iter().enumerate() {
            let mut at = 0;
            for segment in node.path.split('.') {
                let next = trie.len();
                let Some(t) = trie.get_mut(at) else { break };
                at = *t.children.entry(segment.to_owned()).or_insert(next);
                if at == next {
                    trie.push(Trie::default());
                }
            }
            if let Some(t) = trie.get_mut(at) {
                t.own.push(id);
            }
        }
        // Number the subtrees: each trie node's own ids, then its children's subtrees.
        let mut order = Vec::with_capacity(nodes.len());
        let mut stack: Vec<(usize, bool)> = vec![(0, false)];
        while let Some((at, closed)) = stack.pop() {
            let Some(t) = trie.get_mut(at) else { continue };
            if closed {
                t.end = order.len();
                continue;
            }
            t.start = order.len();
            order.extend_from_slice(&t.own);
            stack.push((at, true));
            stack.extend(t.sorted_children().map(|c| (c, false)));
        }
        Self { trie, order }
    }

    /// Appends the runs of nodes whose path overlaps `read` (as
    /// [`paths_overlap`]: equal, or one a prefix of the other, `*` matching any segment).
    fn overlapping(&self, read: &str, out: &mut Vec<Range>) {
        let segments: Vec<&str> = read.split('.').collect();
        // (trie node, segments of `read` matched so far).
        let mut walk: Vec<(usize, usize)> = vec![(0, 0)];
        while let Some((at, depth)) = walk.pop() {
            let Some(t) = self.trie.get(at) else { continue };
            let Some(segment) = segments.get(depth) else {
                // `read` ends here: every path below (or at) this point overlaps it.
                out.push(Range {
                    start: t.start,
                    end: t.end,
                    done: at * 2,
                });
                continue;
            };
            // A shorter path that `read` goes on below.
            if !t.own.is_empty() {
                out.push(Range {
                    start: t.start,
                    end: t.start + t.own.len(),
                    done: at * 2 + 1,
                });
            }
            if *segment == "*" {
                walk.extend(t.sorted_children().map(|c| (c, depth + 1)));
            } else {
                walk.extend(t.children.get(*segment).map(|&c| (c, depth + 1)));
                walk.extend(t.children.get("*").map(|&c| (c, depth + 1)));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_index_finds_exactly_the_overlapping_paths() {
        let paths = [
            "a",
            "a.b",
            "a.b.c",
            "a.c",
            "l.*.x",
            "l.*.y",
            "l.*.m.*.z",
            "b",
            "ab",
            "*",
        ];
        let nodes: Vec<Node> = paths
            .iter()
            .map(|p| Node {
                path: (*p).to_owned(),
                at: String::new(),
                reads: Vec::new(),
            })
            .collect();
        let index = PathIndex::new(&nodes);
        let reads = [
            "a",
            "a.b",
            "a.b.c.d",
            "l",
            "l.*",
            "l.0.x",
            "l.3.m.1.z",
            "l.*.m",
            "*",
            "*.b",
            "x",
            "",
            "a.",
            "ab.c",
        ];
        for read in reads {
            let mut ranges = Vec::new();
            index.overlapping(read, &mut ranges);
            let mut found: Vec<usize> = ranges
                .iter()
                .flat_map(|r| index.order.get(r.start..r.end).unwrap_or_default())
                .copied()
                .collect();
            found.sort_unstable();
            let expected: Vec<usize> = (0..paths.len())
                .filter(|&i| paths_overlap(read, paths.get(i).copied().unwrap_or_default()))
                .collect();
            assert_eq!(found, expected, "read {read:?}");
        }
    }
}
