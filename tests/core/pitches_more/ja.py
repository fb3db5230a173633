"""Japanese pitches, with what a person reading them would list."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p("ヘビゲーム、毒リンゴで短くなる", "ja", "snake", "in", "mechanic.poison"),
    p(
        "ブロック崩しで、ブロックを消すたびにパドルが縮む。ライフは3つ",
        "ja",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.lives",
    ),
    p(
        "二段ジャンプとトゲのある横スクロールアクション、スマホで遊べる",
        "ja",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.hazards",
        "target.phone",
    ),
    p(
        "宇宙が舞台のシューティング、シールドと爆弾あり",
        "ja",
        "shooter",
        "in",
        "theme",
        "mechanic.shield",
        "mechanic.bomb",
    ),
    p("3分間のマッチ3パズル、コンボで得点アップ", "ja", "match3", "in", "mechanic.combo", "time_limit", time_s=180),
    p("神経衰弱ゲーム、1分以内に全部のペアを見つけたらクリア", "ja", "memory", "in", "time_limit", "win", time_s=60),
    p(
        "10秒ごとに速くなるエンドレスランナー、矢印キーで操作",
        "ja",
        "runner",
        "in",
        "mechanic.speed_up",
        "controls.keys",
    ),
    p("金色のモグラは得点2倍のもぐら叩き", "ja", "tapper", "in", "mechanic.bonus"),
    p("倉庫番風のパズル、箱を押してゴールへ運ぶ", "ja", "grid_puzzle", "in"),
    p("数字をスライドして順番に並べるパズル、3分以内", "ja", "slide", "in", "time_limit", time_s=180),
    p("隕石をよけるゲーム、一分間生き残れ", "ja", "dodger", "in", "time_limit", time_s=60),
    p("60秒で遊ぶ落ち物パズル、連鎖でボーナス", "ja", "tetris", "in", "mechanic.combo", "time_limit", time_s=60),
    p("チェスの詰め問題を解くゲーム", "ja", "chess", "in"),
    p("タワーディフェンス、敵が次々と押し寄せる", "ja", "tower_defense", "off", "mechanic.enemies"),
    p("レースゲーム、2分間でコースを3周する", "ja", "racing", "in", "time_limit", time_s=120),
    p("子供向けの簡単なもぐらたたき", "ja", "tapper", "in", difficulty="easy"),
    p("二人で遊べるテトリス、制限時間は3分", "ja", "tetris", "in", "mechanic.two_players", "time_limit", time_s=180),
)
