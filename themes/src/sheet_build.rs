//! Small constructors for stylist's stylesheet AST (the generated parts of the theme: custom
//! properties and column classes), so no CSS parser ships to the browser.

use std::borrow::Cow;

use stylist::ast::{Block, Bow, Rule, RuleBlockContent, ScopeContent, Selector, StyleAttribute};

/// A declaration `key: value;`.
pub(crate) fn attr(key: &'static str, value: &str) -> StyleAttribute {
    StyleAttribute {
        key: Cow::Borrowed(key),
        value: vec![value.to_owned().into()].into(),
    }
}

/// A rule `selector { declarations }` (`selector` may be a list separated by `, `).
pub(crate) fn block(selector: String, attrs: Vec<StyleAttribute>) -> Block {
    let selector: Selector = vec![selector.into()].into();
    Block {
        condition: vec![selector].into(),
        content: attrs
            .into_iter()
            .map(RuleBlockContent::StyleAttr)
            .collect::<Vec<_>>()
            .into(),
    }
}

/// An at-rule `condition { blocks }`, e.g. `@media (min-width: 640px)`.
pub(crate) fn media(condition: impl Into<String>, blocks: Vec<Block>) -> ScopeContent {
    ScopeContent::Rule(Rule {
        condition: vec![condition.into().into()].into(),
        content: blocks
            .into_iter()
            .map(|b| RuleBlockContent::Block(Bow::Boxed(Box::new(b))))
            .collect::<Vec<_>>()
            .into(),
    })
}
