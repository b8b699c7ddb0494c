//! Small pictures drawn with CSS and SVG: cubes, coins, cogs, influence, player tokens.

use leptos::prelude::*;

use crate::i18n::eoi::{t as et, EoiMsg};

use crate::i18n;
use eoi::rules::{Colour, CubeCounts, Good, Product, Resource};

/// A resource cube: a coloured square with its letter (so colour is never the only cue).
#[component]
pub fn Cube(resource: Resource, #[prop(optional)] count: Option<i16>) -> impl IntoView {
    // Each language's initial, so colour is never the only cue.
    let letter = et(match resource {
        Resource::Wood => EoiMsg::LetterWood,
        Resource::Coal => EoiMsg::LetterCoal,
        Resource::Metal => EoiMsg::LetterMetal,
        Resource::Tech => EoiMsg::LetterTech,
        Resource::Tool => EoiMsg::LetterTool,
    });
    let class = format!("cube cube-{}", resource_class(resource));
    let label = match count {
        Some(count) => i18n::resource_count(count, resource),
        None => i18n::resource(resource).to_string(),
    };
    view! {
        <span class="item" role="img" aria-label=label.clone() data-tip=label>
            {count.map(|count| view! { <span class="count">{count}</span> })}
            <span class=class aria-hidden="true">{letter}</span>
        </span>
    }
}

#[component]
pub fn Coin(#[prop(optional)] count: Option<i16>) -> impl IntoView {
    let label = i18n::gold_count(count.unwrap_or(1));
    view! {
        <span class="item" role="img" aria-label=label.clone() data-tip=label>
            {count.map(|count| view! { <span class="count">{count}</span> })}
            <span class="coin" aria-hidden="true">{et(EoiMsg::LetterGold)}</span>
        </span>
    }
}

#[component]
pub fn CogIcon(#[prop(optional)] count: Option<i16>) -> impl IntoView {
    let label = i18n::cogs_count(count.unwrap_or(1));
    view! {
        <span class="item" role="img" aria-label=label.clone() data-tip=label>
            {count.map(|count| view! { <span class="count">{count}</span> })}
            <svg class="cog" viewBox="0 0 20 20" aria-hidden="true">
                <polygon points="6,1 14,1 19,6 19,14 14,19 6,19 1,14 1,6"></polygon>
                <text x="10" y="14" text-anchor="middle">{et(EoiMsg::LetterCog)}</text>
            </svg>
        </span>
    }
}

#[component]
pub fn InfluenceIcon(#[prop(optional)] count: Option<i16>) -> impl IntoView {
    let label = i18n::influence_count(count.unwrap_or(1));
    view! {
        <span class="item" role="img" aria-label=label.clone() data-tip=label>
            {count.map(|count| view! { <span class="count">{count}</span> })}
            <span class="influence" aria-hidden="true">"★"</span>
        </span>
    }
}

/// One good of the exchange market or an influence-track symbol.
#[component]
pub fn GoodIcon(good: Good) -> impl IntoView {
    match good.resource() {
        Some(resource) => view! { <Cube resource/> }.into_any(),
        None => view! { <Coin/> }.into_any(),
    }
}

/// A list of cubes such as a cost.
#[component]
pub fn Cubes(cubes: CubeCounts) -> impl IntoView {
    Resource::ALL
        .into_iter()
        .filter(|resource| cubes[resource.index()] > 0)
        .map(|resource| {
            view! { <Cube resource count=i16::from(cubes[resource.index()])/> }
        })
        .collect_view()
}

#[component]
pub fn ProductIcon(product: Product, amount: u8) -> impl IntoView {
    let count = i16::from(amount);
    match product {
        Product::Cube(resource) => view! { <Cube resource count/> }.into_any(),
        Product::Gold => view! { <Coin count/> }.into_any(),
        Product::Cogs => view! { <CogIcon count/> }.into_any(),
    }
}

/// A player's token: their colour, a shape and a letter, so colour-blind players can tell them
/// apart.
#[component]
pub fn Token(colour: Colour, #[prop(into)] name: String) -> impl IntoView {
    let letter = et(colour_letter(colour));
    let class = format!(
        "token token-{} shape-{}",
        colour_class(colour),
        colour_shape(colour)
    );
    let label = i18n::player_label(&name, colour);
    view! {
        <span class=class role="img" aria-label=label.clone() data-tip=label>
            {letter}
        </span>
    }
}

/// The mark of a patented space: a seal drawn in SVG (an emoji would need an emoji font).
#[component]
pub fn PatentMark() -> impl IntoView {
    let label = et(EoiMsg::Patented);
    view! {
        <svg class="patent-mark" viewBox="0 0 16 16" role="img" aria-label=label data-tip=label>
            <rect x="3" y="7" width="10" height="8" rx="1.5"></rect>
            <path d="M5 7 V5 a3 3 0 0 1 6 0 V7" fill="none" stroke-width="1.8"></path>
            <circle cx="8" cy="11" r="1.3" class="keyhole"></circle>
        </svg>
    }
}

/// The mark of a factory's build cost: a hammer.
#[component]
pub fn BuildMark() -> impl IntoView {
    let label = et(EoiMsg::BuildCostNote);
    view! {
        <svg class="build-mark" viewBox="0 0 16 16" role="img" aria-label=label data-tip=label>
            <path d="M2.5 13.5 L9 7" stroke-width="2.4" stroke-linecap="round"></path>
            <path d="M7 3.5 L10.5 1.5 L14.5 5.5 L12.5 9 Z"></path>
        </svg>
    }
}

/// The mark of a royalty: coins going back to a space's holder.
#[component]
pub fn RoyaltyMark() -> impl IntoView {
    let label = et(EoiMsg::RoyaltyNote);
    view! {
        <span class="royalty-mark" role="img" aria-label=label data-tip=label>"⟲"</span>
    }
}

/// The stable name a resource's CSS class uses (never a translated word).
pub fn resource_class(resource: Resource) -> &'static str {
    match resource {
        Resource::Wood => "wood",
        Resource::Coal => "coal",
        Resource::Metal => "metal",
        Resource::Tech => "tech",
        Resource::Tool => "tool",
    }
}

/// A player colour's letter, in each language.
pub fn colour_letter(colour: Colour) -> EoiMsg {
    match colour {
        Colour::Orange => EoiMsg::LetterOrange,
        Colour::Yellow => EoiMsg::LetterYellow,
        Colour::Green => EoiMsg::LetterGreen,
        Colour::Brown => EoiMsg::LetterBrown,
        Colour::Blue => EoiMsg::LetterBlue,
    }
}

/// A player colour's shape, so colour is never the only cue.
pub fn colour_shape(colour: Colour) -> &'static str {
    match colour {
        Colour::Orange => "circle",
        Colour::Yellow => "square",
        Colour::Green => "triangle",
        Colour::Brown => "diamond",
        Colour::Blue => "hexagon",
    }
}

/// The stable name a player colour's CSS class uses (never a translated word).
pub fn colour_class(colour: Colour) -> &'static str {
    match colour {
        Colour::Orange => "orange",
        Colour::Yellow => "yellow",
        Colour::Green => "green",
        Colour::Brown => "brown",
        Colour::Blue => "blue",
    }
}
