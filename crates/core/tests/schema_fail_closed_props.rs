//! Property tests for "fail closed, never abort" (see `schema_fail_closed.rs`):
//!
//! - a `regex:` rule with random nesting of `(`/`)` and other pattern syntax never panics
//!   or overflows the stack: the schema is read, or rejected at the rule's path, exactly as
//!   the pattern compiles or not; a compiled pattern matches any input without panicking;
//! - a conditional rule with random (possibly invalid) operators, expressions and group
//!   depth is accepted by `FormSchema::from_json` exactly when every condition is valid,
//!   and otherwise rejected at the first bad condition's path.
//!
//! Runs on the default test thread stack.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test helpers may panic
#![cfg(feature = "rules")] // the full rule set (`min`, `unique`, …)

use proptest::prelude::*;
use serde_json::{Value, json};
use yewform_core::conditions::MAX_GROUP_DEPTH;
#[cfg(feature = "regex")]
use yewform_core::rules::regex::Regex;
use yewform_core::schema::FormSchema;

fn read(rules: &Value) -> Result<FormSchema, yewform_core::schema::SchemaError> {
    read_as("select", rules)
}

/// As [`read`], with `name` of the type `kind`.
fn read_as(kind: &str, rules: &Value) -> Result<FormSchema, yewform_core::schema::SchemaError> {
    let text = json!({
        "a": {"type": "select"},
        "name": {"type": kind, "rules": rules},
    })
    .to_string();
    FormSchema::from_json(&text)
}

// --- Regex patterns ---------------------------------------------------------------------

/// Pieces that keep a pattern valid wherever they go.
#[cfg(feature = "regex")]
const GOOD_TOKENS: &[&str] = &[
    "a",
    "b*",
    "a+?",
    "(?:ab)?",
    "(a|b)",
    "(?<n>b)",
    "[a-z]{1,3}",
    "[^0-9]",
    "\\d",
    "\\w+",
    "\\b",
    "x|y",
    ".",
    "^",
    "$",
    "/",
    "{",
    "}",
    "a{2}",
    "(a*)*",
    "(a+)+",
];
/// Pieces that usually break it.
#[cfg(feature = "regex")]
const BAD_TOKENS: &[&str] = &[
    "(", ")", "[", "]", "\\", "\\1", "(?=", "(?<!", "*", "a**", "{1001}", "x{3,2}", "\\p{L}",
];

/// A pattern: `(`×n, a body, `)`×m, where n is sometimes in the thousands, m is usually n,
/// and the body is made of valid pieces with sometimes a breaking one inserted.
#[cfg(feature = "regex")]
fn pattern() -> impl Strategy<Value = String> {
    let run = prop_oneof![4 => 0usize..80, 1 => 2_000usize..12_000];
    (
        run,
        prop_oneof![2 => Just(None), 1 => (0usize..12_000).prop_map(Some)],
        prop::collection::vec(prop::sample::select(GOOD_TOKENS), 0..12),
        prop::option::weighted(
            0.3,
            (
                prop::sample::select(BAD_TOKENS),
                any::<prop::sample::Index>(),
            ),
        ),
    )
        .prop_map(|(open, close, mut body, bad)| {
            if let Some((token, at)) = bad {
                let at = at.index(body.len() + 1);
                body.insert(at, token);
            }
            let close = close.unwrap_or(open);
            format!("{}{}{}", "(".repeat(open), body.concat(), ")".repeat(close))
        })
}

#[cfg(feature = "regex")]
proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn regex_rules_parse_or_fail_at_their_path(
        pattern in pattern(),
        flags in prop::sample::select(&["", "", "i", "ms", "x", "u", "g"][..]),
        negate in any::<bool>(),
        input in "[ab(){}\\n!]{0,40}",
    ) {
        let name = if negate { "not_regex" } else { "regex" };
        let literal = format!("/{pattern}/{flags}");
        let compiled = Regex::from_literal(&literal);
        match read(&json!(["required", format!("{name}:{literal}")])) {
            Ok(_) => {
                let re = compiled.expect("accepted pattern compiles");
                // Bounded: a result or the budget error, never a panic.
                let _ = re.is_match(&input);
                let _ = re.is_match(&input.repeat(50));
            }
            Err(e) => {
                prop_assert_eq!(&e.path, "schema.name.rules[1]");
                prop_assert!(e.reason.starts_with(&format!("rule {name}: ")), "{}", e);
                let compile_error = compiled.expect_err("a rejected pattern does not compile");
                prop_assert!(e.reason.ends_with(&compile_error.to_string()), "{}", e);
            }
        }
    }
}

// --- Conditional rules ------------------------------------------------------------------

const GOOD_OPERATORS: &[&str] = &[
    "==",
    "!=",
    ">",
    ">=",
    "<",
    "<=",
    "in",
    "not_in",
    "IN",
    "empty",
    "not_empty",
    "today",
    "before",
    "after",
    "^",
    "$",
    "*",
];
const BAD_OPERATORS: &[&str] = &["=>", "~", "=<", "equals", "<>", "===", "contains", ""];
const GOOD_EXPRESSIONS: &[&str] = &[
    "a > 1",
    "a == 'x'",
    "SUM(a, 1) >= 2",
    "AGE(b) < 18",
    "not (a == 1)",
    "(a + 1) * 2 > 3",
];
const BAD_EXPRESSIONS: &[&str] = &[
    "a >",
    "NOPE(a) > 1",
    "nope(a)",
    "a && b",
    "(a",
    "a = 1",
    "SUM(",
    "1 +* 2",
    "",
];

/// Whether expression strings parse (else each is an error naming the feature, at itself).
const EXPRESSIONS: bool = cfg!(feature = "expressions");

/// One condition (not a group) and, when invalid, the position of the error inside it.
#[derive(Debug, Clone)]
struct Leaf {
    value: Value,
    /// `None`: valid; `Some("")`: the leaf itself; `Some("[1]")`: its operator.
    error_at: Option<&'static str>,
}

fn leaf() -> impl Strategy<Value = Leaf> {
    let deep_expression = (60usize..80)
        .prop_map(|n| format!("{}a{} > 1", "(".repeat(n), ")".repeat(n)))
        .prop_map(|s| Leaf {
            error_at: (!EXPRESSIONS || s.chars().take_while(|c| *c == '(').count() >= 64)
                .then_some(""),
            value: json!(s),
        });
    prop_oneof![
        Just(Leaf {
            value: json!(["a", "x"]),
            error_at: None
        }),
        prop::sample::select(GOOD_OPERATORS).prop_map(|op| Leaf {
            value: json!(["a", op, 1]),
            error_at: None
        }),
        Just(Leaf {
            value: json!(["a", "between", [1, 5]]),
            error_at: None
        }),
        Just(Leaf {
            value: json!(["a", "between", 3]),
            error_at: Some("[2]")
        }),
        prop::sample::select(BAD_OPERATORS).prop_map(|op| Leaf {
            value: json!(["a", op, 1]),
            error_at: Some("[1]")
        }),
        prop::sample::select(GOOD_EXPRESSIONS).prop_map(|e| Leaf {
            value: json!(e),
            error_at: (!EXPRESSIONS).then_some("")
        }),
        prop::sample::select(BAD_EXPRESSIONS).prop_map(|e| Leaf {
            value: json!(e),
            error_at: Some("")
        }),
        deep_expression,
    ]
}

/// A top-level entry: a leaf wrapped in `depth` single-member groups.
#[derive(Debug, Clone)]
struct Entry {
    leaf: Leaf,
    depth: usize,
}

impl Entry {
    fn value(&self) -> Value {
        (0..self.depth).fold(self.leaf.value.clone(), |v, _| json!([v]))
    }

    /// The error position inside this entry, if it is invalid.
    fn error_at(&self) -> Option<String> {
        if self.depth > MAX_GROUP_DEPTH {
            return Some("[0]".repeat(MAX_GROUP_DEPTH + 1));
        }
        self.leaf
            .error_at
            .map(|inner| format!("{}{inner}", "[0]".repeat(self.depth)))
    }
}

fn entry() -> impl Strategy<Value = Entry> {
    (leaf(), prop_oneof![3 => 0usize..4, 1 => 28usize..40])
        .prop_map(|(leaf, depth)| Entry { leaf, depth })
}

/// How the conditions are written.
#[derive(Debug, Clone)]
enum Written {
    /// `[entry, entry, …]` (the first entry always an array).
    List(Vec<Entry>),
    /// One condition array without the outer list: `["a", op, value]`.
    Single(Leaf),
    /// One expression string without a list.
    Expression(Leaf),
}

fn written() -> impl Strategy<Value = Written> {
    prop_oneof![
        3 => prop::collection::vec(entry(), 1..4).prop_map(|mut entries| {
            if !entries[0].value().is_array() {
                entries.insert(0, Entry { leaf: Leaf { value: json!(["a", "x"]), error_at: None }, depth: 0 });
            }
            Written::List(entries)
        }),
        1 => leaf().prop_filter_map("a condition array", |l| l.value.is_array().then_some(Written::Single(l))),
        1 => leaf().prop_filter_map("an expression", |l| l.value.is_string().then_some(Written::Expression(l))),
    ]
}

impl Written {
    fn value(&self) -> Value {
        match self {
            Written::List(entries) => Value::Array(entries.iter().map(Entry::value).collect()),
            Written::Single(leaf) | Written::Expression(leaf) => leaf.value.clone(),
        }
    }

    /// Where the first error is, relative to the conditions value.
    fn error_at(&self) -> Option<String> {
        match self {
            Written::List(entries) => entries
                .iter()
                .enumerate()
                .find_map(|(i, e)| e.error_at().map(|at| format!("[{i}]{at}"))),
            Written::Single(leaf) | Written::Expression(leaf) => leaf.error_at.map(str::to_owned),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn conditional_rules_are_accepted_exactly_when_valid(
        conditions in written(),
        before in 0usize..3,
        per_language in any::<bool>(),
    ) {
        let per_language = per_language && cfg!(feature = "editor");
        let mut list: Vec<Value> = (0..before).map(|_| json!("min:1")).collect();
        list.push(json!({"required": conditions.value()}));
        let (rules, base) = if per_language {
            (json!({"en": "max:9", "de": list}), ".de")
        } else {
            (Value::Array(list), "")
        };
        // Rules per language are a translatable element's (a select refuses them).
        let result = if per_language {
            read_as("t-editor", &rules)
        } else {
            read(&rules)
        };
        match conditions.error_at() {
            None => prop_assert!(result.is_ok(), "{:?} rejected: {:?}", conditions.value(), result.err()),
            Some(at) => {
                let e = result.expect_err("an invalid condition is rejected");
                prop_assert_eq!(
                    e.path,
                    format!("schema.name.rules{base}[{before}].required{at}"),
                    "{}", e.reason
                );
                prop_assert!(!e.reason.is_empty());
            }
        }
    }
}
