"""`handbook mcp` driven by a real MCP client: the official Python SDK's stdio client, as an
assistant's host runs it, on the bundled Content/. Every tool's structured answers are
validated against the output schema it declares, with a JSON Schema validator."""
import asyncio
import json

import jsonschema
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

from conftest import ROOT, handbook_binary

TOOLS = ["list_components", "get_component", "layout", "check_labels", "search", "get_page", "get_tokens", "find_token", "check_style"]

# At least one call per tool, the way an assistant would ask; each answer must validate.
CALLS = [
    ("list_components", {}),
    ("get_component", {"component": "tabs"}),
    ("get_component", {"component": "tab-bar"}),
    ("layout", {"labels": ["Reviews", "About", "Photos"], "variant": "fixed", "width": 320}),
    ("layout", {"labels": ["Home", "Search", "Library"], "variant": "navigation-rail", "width": 800}),
    ("layout", {"labels": ["Home", "Music", "Radio"], "component": "tab-bar", "platform": "android"}),
    ("layout", {"labels": ["Bewertungen", "Fotos", "Versand"], "component": "tabs", "variant": "fixed", "width": 320, "locale": "de"}),
    ("check_labels", {"component": "tabs", "labels": ["Reviews", "Photos", "Shipping"], "variant": "fixed",
                      "translations": {"de": ["Bewertungen", "Fotos", "Versand"]}}),
    ("check_labels", {"component": "tabs", "keys": ["Reviews", "Photos"], "variant": "fixed", "width": 1000}),
    ("search", {"query": "fixed tabs"}),
    ("get_page", {"path": "guidelines/navigation/tab-bars/"}),
    ("get_page", {"path": "components/tabs/"}),
    ("get_tokens", {"prefix": "color"}),
    ("find_token", {"intent": "selected tab label"}),
    ("check_style", {"component": "tabs", "style": {"label": "#f0f0f0", "container": "#ffffff", "active-label": "#1f6feb"}}),
]


async def session_answers():
    server = StdioServerParameters(command=str(handbook_binary()), args=["mcp", "--content", str(ROOT / "Content")])
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            tools = await session.list_tools()
            answers = [(name, arguments, await session.call_tool(name, arguments)) for name, arguments in CALLS]
            hits = await session.call_tool("search", {"query": "tab bar"})
            pages = [await session.call_tool("get_page", {"path": hit["url"]}) for hit in hits.structured_content["results"]]
            example = (await session.call_tool("get_component", {"component": "tabs"})).structured_content
            by_example = await session.call_tool("check_labels", {"component": "tabs", "example": "Product details"})
            ill_typed = await session.call_tool("layout", {"labels": ["Home"], "width": "wide"})
            resources = await session.list_resources()
            preview = next(r for r in resources.resources if str(r.uri).startswith("handbook://previews/tabs/"))
            svg = await session.read_resource(preview.uri)
            return tools, answers, pages, example, by_example, ill_typed, resources, svg


def test_every_tools_answers_validate_against_its_output_schema():
    tools, answers, pages, example, by_example, ill_typed, resources, svg = asyncio.run(session_answers())
    assert [tool.name for tool in tools.tools] == TOOLS
    schemas = {tool.name: tool.output_schema for tool in tools.tools}
    for name, schema in schemas.items():
        assert schema, f"{name} declares no outputSchema"
        jsonschema.Draft202012Validator.check_schema(schema)
    for name, arguments, result in answers:
        assert not result.is_error, f"{name} {arguments}: {result.content}"
        facts = result.structured_content
        jsonschema.validate(facts, schemas[name], cls=jsonschema.Draft202012Validator)
        assert len(facts["revision"]) == 16 and facts["handbookVersion"]
        summary, _, text = result.content[0].text.partition("\n")
        assert summary and json.loads(text) == facts, f"{name}: the text is the same JSON after a one-line summary"
    answered = {name for name, _, _ in answers}
    assert answered == set(TOOLS)
    assert all(not page.is_error for page in pages), "get_page takes every URL search returns"
    assert {a[2].structured_content["revision"] for a in answers} == {answers[0][2].structured_content["revision"]}


def test_answers_agree_with_the_build():
    tools, answers, pages, example, by_example, ill_typed, resources, svg = asyncio.run(session_answers())
    results = {(name, json.dumps(arguments, sort_keys=True)): result.structured_content for name, arguments, result in answers}
    check = results[("check_labels", json.dumps(CALLS[7][1], sort_keys=True))]
    assert any(f["rule"] == "tabs.fixed.truncates" and f.get("locale") == "de" and "Bewertungen" in f["message"] for f in check["findings"]), check["findings"]
    assert check["advice"].startswith("Use scroll tabs")
    assert {t["platform"] for t in check["thresholds"]} == {"web", "android"}, "the tabs spec ships on the web and Android"
    wide = results[("check_labels", json.dumps(CALLS[8][1], sort_keys=True))]
    assert wide["width"] == 1000 and not any(f["rule"] == "tabs.fixed.truncates" for f in wide["findings"])
    rail = results[("layout", json.dumps(CALLS[4][1], sort_keys=True))]
    assert rail["variant"] == "navigation-rail"
    assert not by_example.is_error, by_example.content
    assert by_example.structured_content["example"] == "Product details"
    assert ill_typed.is_error and "argument 'width' must be a number" in ill_typed.content[0].text
    assert any(str(r.uri) == "handbook://components/tabs" for r in resources.resources)
    assert svg.contents[0].mime_type == "image/svg+xml" and svg.contents[0].text.startswith("<svg")
