//! Message precedence, placeholders in `en` and `de`, the message bag, and multilingual
//! suffixes.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

#[path = "rules_support.rs"]
mod support;

use serde_json::{Value, json};
use support::Ctx;
use yewform_core::messages::MessageContext;
#[cfg(feature = "rules")]
use yewform_core::messages::{MessageBag, MessageKind};
#[cfg(feature = "locale-de")]
use yewform_core::messages::{de, en};
use yewform_core::rules::{Validation, parse_rules};

fn failing(rules: Value, value: Value, ctx: &Ctx) -> Validation {
    let mut v = Validation::new(parse_rules(&rules).unwrap(), None);
    v.validate(&value, ctx);
    assert!(v.invalid());
    v
}

#[cfg(all(feature = "rules", any(feature = "dates", feature = "locale-de")))]
fn first(rules: &str, value: Value, locale: &str) -> String {
    let v = failing(json!(rules), value, &Ctx::new());
    v.error(&MessageContext::new("Name", locale)).unwrap()
}

#[cfg(all(feature = "dates", feature = "rules"))]
#[test]
fn locale_messages_with_placeholders_in_english() {
    assert_eq!(
        first("required", json!(""), "en"),
        "The Name field is required."
    );
    assert_eq!(
        first("min:3", json!("ab"), "en"),
        "The Name must be at least 3 characters."
    );
    assert_eq!(
        first("min:3", json!(2), "en"),
        "The Name must be at least 3."
    );
    assert_eq!(
        first("min:3", json!([1]), "en"),
        "The Name must have at least 3 items."
    );
    assert_eq!(
        first("between:2,4", json!(9), "en"),
        "The Name must be between 2 and 4."
    );
    assert_eq!(
        first("size:2", json!([1]), "en"),
        "The Name must contain 2 items."
    );
    assert_eq!(
        first("digits:4", json!("12"), "en"),
        "The Name must be 4 digits."
    );
    assert_eq!(
        first("in:a,b", json!("c"), "en"),
        "The selected Name is invalid."
    );
    assert_eq!(
        first("mimes:jpg,png", json!("x"), "en"),
        "The Name must be a file of type: jpg, png."
    );
    assert_eq!(
        first("date_format:YYYY-MM-DD HH:mm", json!("x"), "en"),
        "The Name does not match the format YYYY-MM-DD HH:mm."
    );
    assert_eq!(
        first("after:2024-01-01", json!("2023-01-01"), "en"),
        "The Name must be a date after 2024-01-01."
    );
    assert_eq!(
        first("email", json!("x"), "en"),
        "The Name must be a valid email address."
    );
}

#[cfg(all(feature = "locale-de", feature = "rules"))]
#[test]
fn locale_messages_with_placeholders_in_german() {
    assert_eq!(
        first("required", json!(""), "de"),
        "Name muss ausgefüllt werden."
    );
    assert_eq!(
        first("min:3", json!("ab"), "de"),
        "Name muss mindestens 3 Zeichen lang sein."
    );
    assert_eq!(
        first("max:3", json!(5), "de"),
        "Name darf höchstens 3 sein."
    );
    assert_eq!(
        first("between:2,4", json!("a"), "de"),
        "Name muss zwischen 2 und 4 Zeichen lang sein."
    );
    assert_eq!(
        first("digits_between:2,3", json!("1"), "de"),
        "Name muss zwischen 2 und 3 Stellen haben."
    );
    assert_eq!(
        first("email", json!("x"), "de-AT"),
        "Name muss eine gültige E-Mail-Adresse sein."
    );
}

#[cfg(all(feature = "locale-de", feature = "rules"))]
#[test]
fn other_and_value_placeholders() {
    let ctx = Ctx::new()
        .with("password", json!("a"))
        .named("password", "Password")
        .with("other", json!("abcd"));
    let v = failing(json!("same:password"), json!("b"), &ctx);
    assert_eq!(
        v.error(&MessageContext::new("Repeat", "en")).unwrap(),
        "The Repeat and Password must match."
    );
    // The caller's name lookup wins (e.g. after a locale switch).
    let names = |p: &str| (p == "password").then(|| "Passwort".to_string());
    let mctx = MessageContext {
        other_names: Some(&names),
        ..MessageContext::new("Wiederholung", "de")
    };
    assert_eq!(
        v.error(&mctx).unwrap(),
        "Wiederholung und Passwort müssen übereinstimmen."
    );
    let v = failing(json!("gt:other"), json!("ab"), &ctx);
    assert_eq!(
        v.error(&MessageContext::new("Code", "en")).unwrap(),
        "The Code must be greater than 4 characters."
    );
}

#[test]
fn precedence_element_then_form_then_locale_then_default() {
    let v = failing(json!("required"), json!(""), &Ctx::new());
    let element =
        json!({"required": {"en": "Element says :attribute", "de": "Element sagt :attribute"}});
    let form = json!({"required": "Form says :attribute", "email": "Form email"});
    let base = MessageContext::new("Name", "en");

    let both = MessageContext {
        element_messages: &element,
        form_messages: &form,
        ..base
    };
    assert_eq!(v.error(&both).unwrap(), "Element says Name");
    let de_both = MessageContext {
        locale: "de",
        ..both
    };
    assert_eq!(v.error(&de_both).unwrap(), "Element sagt Name");
    let form_only = MessageContext {
        form_messages: &form,
        ..base
    };
    assert_eq!(v.error(&form_only).unwrap(), "Form says Name");
    assert_eq!(v.error(&base).unwrap(), "The Name field is required.");

    // localize: locale, LOCALE, fallback, then the first entry.
    let upper = json!({"required": {"DE": "Groß"}});
    let ctx = MessageContext {
        element_messages: &upper,
        ..MessageContext::new("N", "de")
    };
    assert_eq!(v.error(&ctx).unwrap(), "Groß");
    let other = json!({"required": {"fr": "Requis"}});
    let ctx = MessageContext {
        element_messages: &other,
        ..MessageContext::new("N", "de")
    };
    assert_eq!(v.error(&ctx).unwrap(), "Requis");
    // An unknown locale uses the fallback locale's table.
    assert_eq!(
        v.error(&MessageContext::new("Name", "fr")).unwrap(),
        "The Name field is required."
    );
}

#[test]
fn default_message_when_nothing_matches() {
    // `nullable` has no text anywhere; force a failure through a custom message-less rule key.
    use yewform_core::rules::{
        Rule, RuleOutcome, RuleParams, RuleRegistry, ValidationContext, parse_rules_with,
    };
    struct Never;
    impl Rule for Never {
        fn name(&self) -> &str {
            "never"
        }
        fn check(&self, _: &Value, _: &RuleParams, _: &dyn ValidationContext) -> RuleOutcome {
            RuleOutcome::Fail
        }
    }
    let mut registry = RuleRegistry::default();
    registry.register(Never);
    let mut v = Validation::new(parse_rules_with(&json!("never"), &registry).unwrap(), None);
    v.validate(&json!("x"), &Ctx::new());
    assert_eq!(
        v.error(&MessageContext::new("N", "en")).unwrap(),
        "Invalid field"
    );
    #[cfg(feature = "locale-de")]
    assert_eq!(
        v.error(&MessageContext::new("N", "de")).unwrap(),
        "Ungültiges Feld"
    );
    let override_ = json!({"never": "Nope"});
    let ctx = MessageContext {
        form_messages: &override_,
        ..MessageContext::new("N", "de")
    };
    assert_eq!(v.error(&ctx).unwrap(), "Nope");
}

#[cfg(feature = "rules")]
#[test]
fn message_bag_prepends_and_appends() {
    let v = failing(json!("required|email"), json!(""), &Ctx::new());
    let ctx = MessageContext::new("Email", "en");
    let mut bag = MessageBag::new();
    bag.append("Appended", MessageKind::Error);
    bag.prepend("Prepended", MessageKind::Error);
    bag.append("Note", MessageKind::Message);
    assert_eq!(
        bag.errors(&v, &ctx),
        vec![
            "Prepended",
            "The Email field is required.",
            "The Email must be a valid email address.",
            "Appended"
        ]
    );
    assert_eq!(bag.error(&v, &ctx).as_deref(), Some("Prepended"));
    assert_eq!(bag.messages(), vec!["Note"]);
    bag.clear();
    assert_eq!(bag.errors(&v, &ctx).len(), 2, "validator errors stay");
    assert_eq!(
        bag.error(&v, &ctx).as_deref(),
        Some("The Email field is required.")
    );
    assert!(bag.messages().is_empty());

    let valid = Validation::new(parse_rules(&json!("required")).unwrap(), None);
    let mut bag = MessageBag::new();
    assert_eq!(bag.error(&valid, &ctx), None);
    bag.append("Server said no", MessageKind::Error);
    assert_eq!(bag.error(&valid, &ctx).as_deref(), Some("Server said no"));
}

#[cfg(feature = "rules")]
#[test]
fn multilingual_errors_are_suffixed_and_error_is_the_current_language() {
    let langs = vec!["en".to_string(), "de".to_string()];
    let mut v = Validation::new(
        parse_rules(&json!({"en": "required", "de": "min:3"})).unwrap(),
        Some(&langs),
    );
    v.validate(&json!({"en": "", "de": "ab"}), &Ctx::new());
    let en_ctx = MessageContext {
        language: Some("en"),
        ..MessageContext::new("Content", "en")
    };
    assert_eq!(
        v.errors(&en_ctx),
        vec![
            "The Content field is required. (English)",
            "The Content must be at least 3 characters. (German)"
        ]
    );
    assert_eq!(
        v.error(&en_ctx).as_deref(),
        Some("The Content field is required.")
    );
    let de_ctx = MessageContext {
        language: Some("de"),
        ..en_ctx
    };
    assert_eq!(
        v.error(&de_ctx).as_deref(),
        Some("The Content must be at least 3 characters.")
    );

    // The app's language names; while the current language passes, `error` is another
    // language's first failure with its suffix (the spec: `error` reflects all languages,
    // `isDanger` is true when any rule fails), never `None` beside a failing rule.
    let names = |c: &str| (c == "de").then(|| "Deutsch".to_string());
    v.validate(&json!({"en": "Hello", "de": "ab"}), &Ctx::new());
    let ctx = MessageContext {
        language: Some("en"),
        language_names: Some(&names),
        ..MessageContext::new("Inhalt", "de")
    };
    #[cfg(feature = "locale-de")]
    assert_eq!(
        v.errors(&ctx),
        vec!["Inhalt muss mindestens 3 Zeichen lang sein. (Deutsch)"]
    );
    #[cfg(feature = "locale-de")]
    assert_eq!(
        v.error(&ctx).as_deref(),
        Some("Inhalt muss mindestens 3 Zeichen lang sein. (Deutsch)")
    );
    assert!(v.error(&ctx).is_some_and(|e| e.ends_with("(Deutsch)")));
    v.validate(&json!({"en": "Hello", "de": "abc"}), &Ctx::new());
    assert_eq!(v.error(&ctx), None);
    v.validate(&json!({"en": "Hello", "de": "ab"}), &Ctx::new());
    let mut bag = MessageBag::new();
    bag.prepend("Custom", MessageKind::Error);
    assert_eq!(bag.error(&v, &ctx).as_deref(), Some("Custom"));
}

#[cfg(feature = "locale-de")]
#[test]
fn every_english_key_has_a_german_translation_and_vice_versa() {
    let en_keys: Vec<&str> = en::VALIDATION.iter().map(|(k, _)| *k).collect();
    let de_keys: Vec<&str> = de::VALIDATION.iter().map(|(k, _)| *k).collect();
    assert_eq!(en_keys, de_keys);
    for (k, text) in de::VALIDATION {
        assert!(text.contains(":attribute"), "de {k}");
    }
    for rule in ["min", "max", "between", "size", "gt", "gte", "lt", "lte"] {
        for t in ["numeric", "file", "string", "array"] {
            assert!(
                en_keys.contains(&format!("{rule}.{t}").as_str()),
                "{rule}.{t}"
            );
        }
    }
    for b in yewform_core::rules::ALL_BUILTINS {
        let name = b.name();
        if name == "nullable" {
            continue;
        }
        assert!(
            en_keys
                .iter()
                .any(|k| *k == name || k.starts_with(&format!("{name}."))),
            "no text for {name}"
        );
    }
}

/// The English texts a user sees are the reference's (`locales/en/index.mjs`,
/// `validation.*`), word for word: a test written against the reference passes here.
#[cfg(feature = "rules")]
#[test]
fn the_english_texts_are_the_references_word_for_word() {
    let ctx = Ctx::new();
    let cases = [
        (
            json!("max:2"),
            json!(["a", "b", "c"]),
            "The Field may not have more than 2 items.",
        ),
        (
            json!("max:2"),
            json!("abc"),
            "The Field may not be greater than 2 characters.",
        ),
        (json!("url"), json!("nope"), "The Field format is invalid."),
        (
            json!("alpha"),
            json!("a1"),
            "The Field may only contain letters.",
        ),
        (
            json!("timezone"),
            json!("Mars/Base"),
            "The Field must be a valid zone.",
        ),
        (
            json!(["numeric", "gte:5"]),
            json!(3),
            "The Field must be greater than or equal 5.",
        ),
        (
            json!(["numeric", "lte:2"]),
            json!(3),
            "The Field must be less than or equal 2.",
        ),
        (
            json!(["numeric", "max:2"]),
            json!(3),
            "The Field may not be greater than 2.",
        ),
        (
            json!("min:2"),
            json!(["a"]),
            "The Field must have at least 2 items.",
        ),
        (
            json!("accepted"),
            json!("no"),
            "The Field must be accepted.",
        ),
    ];
    for (rules, value, want) in cases {
        let v = failing(rules.clone(), value.clone(), &ctx);
        let context = MessageContext::new("Field", "en");
        assert_eq!(
            v.error(&context).as_deref(),
            Some(want),
            "{rules} on {value}"
        );
    }
}

/// The `:date` placeholder is the resolved date written `YYYY-MM-DD`, as the reference's
/// `this.date.format(…)` (audit 4 #6): `today`/`tomorrow`/`yesterday` resolved, an
/// absolute date normalised, an element parameter's date.
#[cfg(all(feature = "dates", feature = "rules"))]
#[test]
fn date_placeholder_is_the_resolved_date() {
    // Today is 2024-06-15.
    assert_eq!(
        first("after:today", json!("2024-06-01"), "en"),
        "The Name must be a date after 2024-06-15."
    );
    assert_eq!(
        first("before_or_equal:yesterday", json!("2024-06-20"), "en"),
        "The Name must be a date before or equal to 2024-06-14."
    );
    assert_eq!(
        first("after:tomorrow,debounce=300", json!("2024-06-01"), "en"),
        "The Name must be a date after 2024-06-16."
    );
    assert_eq!(
        first("before:2025-1-5", json!("2025-02-01"), "en"),
        "The Name must be a date before 2025-01-05."
    );
    let ctx = Ctx::new().with("start", json!("2024-6-10"));
    let v = failing(json!("after:start"), json!("2024-06-01"), &ctx);
    assert_eq!(
        v.error(&MessageContext::new("Name", "en")).unwrap(),
        "The Name must be a date after 2024-06-10."
    );
}

/// Audit 15A #4: `:other` of a rule whose parameter has a `*` (`same:users.*.pw` in a list
/// item) follows a locale switch, as the same rule outside a list does.
#[cfg(all(
    feature = "rules",
    feature = "locale-de",
    feature = "list",
    feature = "text"
))]
#[test]
fn other_of_a_wildcard_parameter_follows_the_locale() {
    use yewform_core::config::FormConfig;
    use yewform_core::expression::Date;
    use yewform_core::form::FormState;
    use yewform_core::schema::FormSchema;

    let schema = FormSchema::from_value(&json!({
        "users": {"type": "list", "initial": 1, "object": {"schema": {
            "pw": {"type": "text", "label": {"en": "Password", "de": "Passwort"}},
            "again": {"type": "text", "label": {"en": "Again", "de": "Nochmal"},
                      "rules": "same:users.*.pw"}
        }}},
        "pw": {"type": "text", "label": {"en": "Password", "de": "Passwort"}},
        "again": {"type": "text", "label": {"en": "Again", "de": "Nochmal"}, "rules": "same:pw"}
    }))
    .unwrap();
    let mut form =
        FormState::from_schema(&schema, &FormConfig::default(), &json!({}), Date::EPOCH).unwrap();
    form.set_value("users.0.pw", json!("a")).unwrap();
    form.set_value("users.0.again", json!("b")).unwrap();
    form.set_value("pw", json!("a")).unwrap();
    form.set_value("again", json!("b")).unwrap();
    form.validate_all();
    assert!(form.error("users.0.again").unwrap().contains("Password"));
    form.set_locale(Some("de".into()));
    let outside = form.error("again").unwrap();
    assert!(outside.contains("Passwort"), "{outside}");
    let inside = form.error("users.0.again").unwrap();
    assert!(inside.contains("Passwort"), "{inside}");
}

/// `gt`/`gte`/`lt`/`lte` measure the element's own value in its own context (a `numeric` or
/// `integer` rule, or its value a number) and the other element's in the other's (those
/// rules, or the other value a number), as the reference's `size(value)` and
/// `size(otherValue, other$)`; the message type follows the own context, so what the
/// message says is what was compared (audit 30-I F2).
#[cfg(feature = "rules")]
#[test]
fn ordering_measures_each_side_in_its_own_context() {
    let ctx = Ctx::new().with("o", json!(3)).with("t", json!("abc"));
    let message = |rules: &str, value: Value| {
        let mut v = Validation::new(parse_rules(&json!(rules)).unwrap(), None);
        v.validate(&value, &ctx);
        v.error(&MessageContext::new("F", "en"))
    };
    // "10" has 2 characters, fewer than 3: `lt:o` passes and `gt:o` fails, by length.
    assert_eq!(message("lt:o", json!("10")), None);
    assert_eq!(
        message("gt:o", json!("10")).as_deref(),
        Some("The F must be greater than 3 characters.")
    );
    assert_eq!(
        message("lte:o", json!("1234")).as_deref(),
        Some("The F must be less than or equal 3 characters.")
    );
    // A number against a text: 11 against the text's length 3.
    assert_eq!(message("gt:t", json!(11)), None);
    assert_eq!(
        message("lt:t", json!(11)).as_deref(),
        Some("The F must be less than 3.")
    );
    // With `numeric`, both sides are numbers.
    assert_eq!(message("numeric|gt:o", json!("10")), None);
    assert_eq!(
        message("numeric|lt:o", json!("10")).as_deref(),
        Some("The F must be less than 3.")
    );
}

/// When the other element's value has no size (a text that is no number in a numeric
/// context, a boolean), it is the reference's `null`: compared as 0 (never equal to it,
/// so the "other is 0" pass does not apply) and shown as 0, never as the other element's
/// path (audit 30-I F8).
#[cfg(feature = "rules")]
#[test]
fn ordering_against_a_value_without_size_says_zero() {
    let ctx = Ctx::new()
        .with("min_price", json!("abc"))
        .with("flag", json!(true))
        .named("min_price", "Min price");
    let message = |rules: &str, value: Value| {
        let mut v = Validation::new(parse_rules(&json!(rules)).unwrap(), None);
        v.validate(&value, &ctx);
        v.error(&MessageContext::new("F", "en"))
    };
    // 5 > null is true in JavaScript.
    assert_eq!(message("numeric|gt:min_price", json!(5)), None);
    assert_eq!(
        message("numeric|gt:min_price", json!(-1)).as_deref(),
        Some("The F must be greater than 0.")
    );
    assert_eq!(
        message("numeric|lt:min_price", json!(5)).as_deref(),
        Some("The F must be less than 0.")
    );
    assert_eq!(message("gt:flag", json!("abc")), None);
    assert_eq!(
        message("gt:flag", json!("")).as_deref(),
        Some("The F must be greater than 0 characters.")
    );
}

/// A placeholder is a whole word, as the reference's `/:\w+/` (audit 30-I F7): `:minimum`
/// is not `:min` followed by `imum`, and `:attributes` is not `:attribute` + `s`.
#[cfg(feature = "rules")]
#[test]
fn placeholders_are_whole_words() {
    let v = failing(json!("min:3"), json!("ab"), &Ctx::new());
    let element = json!({"min": "A :minimum of :min is needed for :attributes, :attribute."});
    let ctx = MessageContext {
        element_messages: &element,
        ..MessageContext::new("Name", "en")
    };
    assert_eq!(
        v.error(&ctx).unwrap(),
        "A :minimum of 3 is needed for :attributes, Name."
    );
    // `:values` and `:value` each their own; `:value_x` is another word, `:value-1` is
    // `:value` then `-1`.
    let text = yewform_core::locale::format(
        ":value is not one of :values (:value_x, :value-1, {value}, {values})",
        &[("value", "c".to_owned()), ("values", "a, b".to_owned())],
    );
    assert_eq!(text, "c is not one of a, b (:value_x, c-1, c, a, b)");
}
