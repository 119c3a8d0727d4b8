"""``group.yaml``: what the group's site says of the group on its front page
(``cvgen site``): its name, a few paragraphs about it and its links.

Plain text, not Markdown: the paragraphs are separated by an empty line, and
every text is escaped when the page is written. ``cvgen site --title`` and
``--about`` say the same for one run, and win over the file.
"""

from pydantic import Field

from cvgen.model.base import LinkText, Model, empty_list


class GroupLink(Model):
    """A link of the group's, shown under its description."""

    text: str = Field(
        min_length=1, max_length=100, description="What the link says", examples=["GitHub"]
    )
    url: LinkText = Field(
        min_length=1,
        description="Where it leads (https://..., mailto:...)",
        examples=["https://github.com/pku-sys"],
    )


class GroupInfo(Model):
    """``group.yaml``, beside the profiles: the site's front page."""

    title: str | None = Field(
        None,
        min_length=1,
        max_length=200,
        description="The group's name: the front page's title (default: the locale's "
        '"Our group"; cvgen site --title wins)',
        examples=["Systems Research Group, Peking University"],
    )
    about: str = Field(
        "",
        max_length=5000,
        description="What the group does, in plain text; an empty line starts a new "
        "paragraph (cvgen site --about wins)",
        examples=["We build systems for machine learning: training, serving and scheduling."],
    )
    links: list[GroupLink] = Field(
        default_factory=empty_list,
        max_length=20,
        description="The group's links, under its description",
        examples=[[{"text": "GitHub", "url": "https://github.com/pku-sys"}]],
    )


def paragraphs(text: str) -> list[str]:
    """``about``'s paragraphs: split at empty lines, each one line of words."""
    blocks: list[list[str]] = [[]]
    for line in text.splitlines():
        if line.strip():
            blocks[-1].append(line.strip())
        elif blocks[-1]:
            blocks.append([])
    return [" ".join(block) for block in blocks if block]
