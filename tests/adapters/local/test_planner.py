"""The offline planner reads genre, time, mechanics, difficulty and theme from a pitch (English and Korean\nhere, difficulty in every language of the vocabulary)."""

from __future__ import annotations

import pytest

from crumb.adapters.local import criteria, plan
from crumb.adapters.local.genres import GENRES
from crumb.core.contracts import Spec

from .pitches import PITCHES


def test_the_demo_pitch_becomes_a_60_second_match3_with_a_combo() -> None:
    spec, markdown = plan("a 60-second match-3 with a combo bonus")
    assert (spec.genre, spec.time_limit_s, spec.mechanics, spec.language) == ("match3", 60, ["combo"], "en")
    assert any("combo" in (ac.predicate or "") for ac in spec.acceptance_criteria)
    assert any("time_left" in (ac.predicate or "") for ac in spec.acceptance_criteria)
    assert spec.title in markdown and "## Acceptance criteria" in markdown


@pytest.mark.parametrize(
    ("goal", "genre", "seconds", "mechanics", "difficulty"),
    [
        ("콤보 보너스가 있는 60초 매치3 게임", "match3", 60, ["combo"], "normal"),
        ("1분짜리 어려운 뱀 게임", "snake", 60, [], "hard"),
        ("쉬운 벽돌깨기, 목숨 3개", "breakout", None, ["lives"], "easy"),
        ("30초 두더지 잡기 게임", "tapper", 30, [], "normal"),
        ("an easy two-minute ocean memory game", "memory", 120, [], "easy"),
        ("a hard flappy bird that speeds up", "runner", None, ["speed_up"], "hard"),
        ("half a minute whack-a-mole with a combo streak", "tapper", 30, ["combo"], "normal"),
    ],
)
def test_english_and_korean_pitches_map_to_genre_time_mechanics_and_difficulty(
    goal: str, genre: str, seconds: int | None, mechanics: list[str], difficulty: str
) -> None:
    spec, _ = plan(goal)
    assert spec.genre == genre
    assert spec.time_limit_s == (seconds or GENRES[genre].default_time_s)
    assert spec.mechanics == mechanics
    assert spec.difficulty == difficulty


def test_a_korean_pitch_gets_a_korean_title_and_language() -> None:
    spec, _ = plan("우주 테마의 슬라이드 퍼즐")
    assert spec.language == "ko" and spec.genre == "slide"
    assert spec.title == "코스믹 슬라이드 퍼즐" and spec.theme["name"] == "space"


@pytest.mark.parametrize(
    ("goal", "nearest"),
    [
        ("a pinball game for two", "breakout"),
        ("a trivia quiz", "memory"),
        ("a game about my cat", "tapper"),
        # The kind as the house reads it, in any language, not only the studio's own words.
        ("2人で遊べるピンボールゲーム", "breakout"),
        ("jeu de quiz sur les capitales", "memory"),
        ("permainan sudoku", "slide"),
        ("ein Minesweeper für die Pause", "grid_puzzle"),
    ],
)
def test_unknown_genres_map_to_the_nearest_template_with_a_note(goal: str, nearest: str) -> None:
    spec, markdown = plan(goal)
    assert spec.genre == nearest
    assert any("nearest genre" in note for note in spec.notes)
    assert "nearest genre" in markdown


def test_a_kind_read_with_no_template_near_it_says_so_rather_than_that_no_genre_was_named() -> None:
    spec, _ = plan("a tiny tower defense")
    assert spec.genre == "tapper"
    assert any("no 'tower defense' template, nor one near it" in note for note in spec.notes), spec.notes


def test_difficulty_and_a_grid_size_in_the_pitch_change_the_tuning() -> None:
    easy, _ = plan("an easy slide puzzle")
    hard, _ = plan("a hard slide puzzle")
    sized, _ = plan("a 9x9 match-3")
    assert (easy.tuning["size"], hard.tuning["size"]) == (3, 5)
    assert easy.tuning["speed"] < hard.tuning["speed"]
    assert (sized.tuning["cols"], sized.tuning["rows"]) == (9, 9)


@pytest.mark.parametrize(
    ("goal", "difficulty"),
    [
        ("un juego de la serpiente fácil para niños", "easy"),
        ("un gioco del serpente difficile", "hard"),
        ("un snake facile pour les enfants", "easy"),
        ("um jogo da cobrinha bem difícil", "hard"),
        ("ein leichtes Snake für Kinder", "easy"),
        ("een moeilijk slangenspel", "hard"),
        ("çocuklar için kolay bir yılan oyunu", "easy"),
        ("очень сложная змейка", "hard"),
        ("легка змійка для дітей", "easy"),
        ("難しいヘビゲーム", "hard"),
        ("简单的贪吃蛇", "easy"),
        ("لعبة ثعبان صعبة", "hard"),
        ("쉬운 뱀 게임", "easy"),
        ("a snake game", "normal"),
    ],
)
def test_a_pitch_asks_for_an_easy_or_a_hard_game_in_any_language_of_the_vocabulary(goal: str, difficulty: str) -> None:
    spec, _ = plan(goal)
    assert (spec.genre, spec.difficulty) == ("snake", difficulty)


def test_feedback_on_a_previous_spec_changes_time_difficulty_and_can_change_genre() -> None:
    first, _ = plan("a 60-second match-3")
    again, _ = plan("a 60-second match-3", feedback=["more time please, and make it easier"], previous=first)
    assert again.time_limit_s == 75 and again.difficulty == "easy" and again.title == first.title
    redesigned, _ = plan("a 60-second match-3", feedback=["this should be a snake game"], previous=first)
    assert redesigned.genre == "snake"


def test_unsupported_mechanics_are_noted_instead_of_promised() -> None:
    spec, _ = plan("a match-3 with power-ups")
    assert "shield" not in spec.mechanics
    assert any("'shield'" in note for note in spec.notes)


def test_a_number_word_inside_another_word_is_not_a_time_limit() -> None:
    spec, _ = plan("a snake game that gets faster every 5 apples, with a poison apple that shortens you")
    assert spec.time_limit_s is None
    assert spec.mechanics == ["speed_up", "poison"] and spec.tuning["speed_up_every"] == 5


@pytest.mark.parametrize("genre", sorted(PITCHES))
def test_every_spec_validates_and_every_criterion_has_a_predicate(genre: str) -> None:
    spec, _ = plan(PITCHES[genre])
    assert spec.genre == genre
    Spec.model_validate_json(spec.model_dump_json())
    assert all(ac.predicate for ac in spec.acceptance_criteria)
    assert len({ac.id for ac in spec.acceptance_criteria}) == len(spec.acceptance_criteria)


def test_the_same_pitch_always_gives_the_same_spec() -> None:
    assert plan("a 45-second candy match-3 with combo")[0] == plan("a 45-second candy match-3 with combo")[0]


def test_the_summary_writes_an_before_a_vowel():
    """'A easy … in a ocean look' was written for an easy game with an ocean look."""
    assert plan("an easy memory game in the ocean")[0].summary.startswith("An easy ")
    assert " in an ocean look" in plan("an easy memory game in the ocean")[0].summary
    assert plan("a hard snake game in space")[0].summary.startswith("A hard snake")


@pytest.mark.parametrize(
    "goal",
    [
        "catch the falling fruit for 60 seconds, miss 3 and you lose",
        "a catcher game, game over after 5 misses",
        "un juego de atrapar frutas de 60 segundos, si fallas 3 pierdes",
    ],
)
def test_a_way_to_lose_with_a_number_is_not_proven_by_any_game_over(goal: str) -> None:
    """'Miss 3 and you lose' was met by the round ending on its timer (crumb run: PASS, its proof the
    criterion that the timer ends the round): no criterion of a template counts such a way to lose."""
    from crumb.adapters.local.requirements import ledger

    spec, _ = plan(goal)
    lose = next(r for r in ledger(goal, spec)[0] if r.kind == "lose")
    assert lose.count is not None and lose.status == "unmet" and lose.criteria == []
    assert f"the number {lose.count}" in lose.reason


def test_a_way_to_lose_without_a_number_is_held_to_the_games_end() -> None:
    goal = "a snake game, you lose if you hit the wall"
    from crumb.adapters.local.requirements import ledger

    spec, _ = plan(goal)
    lose = next(r for r in ledger(goal, spec)[0] if r.kind == "lose")
    assert lose.count is None and lose.status == "planned" and lose.criteria


def _lose(goal: str):  # noqa: ANN202 - the ledger's way to lose
    from crumb.adapters.local.requirements import ledger

    spec, _ = plan(goal)
    return next(r for r in ledger(goal, spec)[0] if r.kind == "lose")


@pytest.mark.parametrize(
    ("goal", "cause"),
    [
        ("a racing game, game over if you hit the wall", "hitting a wall or the edge"),
        ("레이싱 게임, 벽에 부딪히면 게임 오버", "hitting a wall or the edge"),
        ("змейка, проигрыш если укусишь свой хвост", "running into itself"),
        ("catch the falling fruit for 60 seconds, you lose if a rock hits you", "hitting an obstacle"),
        ("un juego de la serpiente sin paredes, pierdes si tocas el borde", "hitting a wall or the edge"),
        ("un pong de 90 secondes, tu perds si la balle passe", "losing the ball"),
        ("permainan ular, kamu kalah kalau menabrak ekor sendiri", "running into itself"),
    ],
)
def test_a_way_to_lose_is_held_to_a_round_that_ends_so_not_to_any_game_over(goal: str, cause: str) -> None:
    """'Game over if you hit the wall' in a racing game was met by a crash into a car, a snake's bitten
    tail by its running into the wall, and any way to lose by a round that ends on its timer: the
    cause the pitch names is held to a criterion that ends the round so, and unmet where none does."""
    lose = _lose(goal)
    assert lose.status == "unmet" and lose.criteria == [], lose
    assert f"the pitch's way to lose is {cause}" in lose.reason and "no criterion" in lose.reason


@pytest.mark.parametrize(
    ("goal", "unread"),
    [
        ("a chess game against the computer where you lose if your queen is taken", "queen taken"),
        ("un juego de plataformas de 60 segundos donde mueres si caes al agua", "agua"),
    ],
)
def test_a_way_to_lose_whose_cause_is_not_read_is_unmet_with_its_words(goal: str, unread: str) -> None:
    """'You lose if your queen is taken' was met by checkmate, falling into the water by the timer."""
    lose = _lose(goal)
    assert lose.status == "unmet" and "cannot tell what ends the game" in lose.reason
    assert unread in lose.reason


@pytest.mark.parametrize(
    ("goal", "proof"),
    [
        ("un juego de la serpiente, pierdes si tocas el borde", criteria.LOST_ALONE),
        ("壁に当たったらゲームオーバーのスネーク", criteria.LOST_ALONE),
        ("Ein Flappy-Bird-Spiel, man verliert, wenn man den Boden berührt", criteria.LOST_ALONE),
        ("a tetris where you lose when the blocks reach the top", "a stack that reaches the top ends the round"),
        ("a match-3 for 60 seconds, game over when the time runs out", criteria.TIME_UP),
        ("a snake game with a game over screen", criteria.LOST_ALONE),
        ("ett ormspel där du förlorar om du träffar väggen", criteria.LOST_ALONE),
        ("trò chơi rắn săn mồi, chạm tường là thua", criteria.LOST_ALONE),
        ("un casse-briques, tu perds si la balle tombe", "losing the ball with the last life ends the round"),
        ("एक ब्रेकआउट गेम, गेंद गिरने पर खेल खत्म", "losing the ball with the last life ends the round"),
        (
            "a dodger in space, you lose when an asteroid hits you",
            "a rock hitting the ship with its last life ends the round",
        ),
    ],
)
def test_a_way_to_lose_the_template_ends_by_is_proven_by_that_end(goal: str, proof: str) -> None:
    spec, _ = plan(goal)
    lose = _lose(goal)
    assert lose.status == "planned", lose.reason
    assert [ac.text for ac in spec.acceptance_criteria if ac.id in lose.criteria] == [proof]


@pytest.mark.parametrize(
    ("goal", "count"),
    [
        ("a multiplayer online battle royale with 100 players", 100),
        ("a multiplayer pong for four players", 4),
        ("pong multijugador para 4 jugadores", 4),
        ("un pong multijoueur à 4 joueurs", 4),
        ("Mehrspieler-Pong für vier Spieler", 4),
        ("tic tac toe multiplayer, 3 players", 3),
    ],
)
def test_more_players_than_a_template_holds_is_unmet_with_the_count(goal: str, count: int) -> None:
    """'Multiplayer' is read as two players on one device: 'a multiplayer pong for four players' had it
    met by a two-player pong (its '4 players' only a vague ask beside it)."""
    from crumb.adapters.local.requirements import ledger

    spec, _ = plan(goal)
    row = next(r for r in ledger(goal, spec)[0] if r.id == "mechanic.two_players")
    assert row.status == "unmet" and row.count == count
    assert f"the pitch asks for {count} players" in row.reason and "holds more than 2" in row.reason


@pytest.mark.parametrize("goal", ["a two player chess game", "pong multijugador para 2 jugadores"])
def test_two_players_asked_are_still_met_by_a_template_for_two(goal: str) -> None:
    from crumb.adapters.local.requirements import ledger

    spec, _ = plan(goal)
    row = next(r for r in ledger(goal, spec)[0] if r.id == "mechanic.two_players")
    assert row.status == "planned" and row.criteria


@pytest.mark.parametrize(
    ("goal", "denied", "genre"),
    [
        ("a space shooter with no enemies", "enemies", "shooter"),
        ("un juego de disparos sin enemigos", "enemies", "shooter"),
        ("没有敌人的射击游戏", "enemies", "shooter"),
        ("a platformer without coins", "coins", "platformer"),
        ("ein Jump'n'Run ohne Münzen", "coins", "platformer"),
        ("a tetris that never speeds up", "speed_up", "tetris"),
        ("a catcher game with no lives", "lives", "catcher"),
    ],
)
def test_a_mechanic_said_not_to_be_that_the_template_always_has_is_unmet(goal: str, denied: str, genre: str) -> None:
    """'A space shooter with no enemies' passed on the shooter template, whose enemies are always there:
    a mechanic said not to be was dropped, as if the pitch had not said it."""
    from crumb.adapters.local.requirements import ledger

    spec, _ = plan(goal)
    assert spec.genre == genre
    row = next(r for r in ledger(goal, spec)[0] if r.id == f"denied.{denied}")
    assert row.status == "unmet" and row.kind == "rule" and row.source in goal
    assert f"{genre} template always has this" in row.reason


@pytest.mark.parametrize("goal", ["a tetris with no bombs", "a snake game without walls", "a match-3 with no timer"])
def test_a_mechanic_said_not_to_be_that_the_template_lacks_asks_nothing_more(goal: str) -> None:
    from crumb.adapters.local.requirements import ledger

    spec, _ = plan(goal)
    assert not [r for r in ledger(goal, spec)[0] if r.id.startswith("denied.")]


@pytest.mark.parametrize(
    "goal",
    [
        "un juego de disparos espaciales donde pierdes si te quedas sin vidas",
        "a snake game, you lose when you have no lives left",
    ],
)
def test_lives_running_out_in_a_way_to_lose_are_no_game_without_lives(goal: str) -> None:
    """'Pierdes si te quedas sin vidas' (you lose when you run out of lives) was read as a game without
    lives: its way to lose unmet, and a denial of lives the template could not honour."""
    from crumb.adapters.local.requirements import ledger

    spec, _ = plan(goal)
    rows = ledger(goal, spec)[0]
    lose = next(r for r in rows if r.kind == "lose")
    assert lose.status == "planned" and lose.criteria == [criterion_id_of(spec, criteria.LOST_ALONE)]
    assert not [r.id for r in rows if r.id.startswith("denied.")]


def criterion_id_of(spec: Spec, text: str) -> str:
    return next(a.id for a in spec.acceptance_criteria if a.text == text)
