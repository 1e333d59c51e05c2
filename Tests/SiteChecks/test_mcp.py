"""`handbook mcp` driven by a real MCP client: the official Python SDK's stdio client, as an
assistant's host runs it, on the bundled Content/."""
import asyncio
import json

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

from conftest import ROOT, handbook_binary


async def session_answers():
    server = StdioServerParameters(command=str(handbook_binary()), args=["mcp", "--content", str(ROOT / "Content")])
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            tools = await session.list_tools()
            listed = await session.call_tool("list_components", {})
            check = await session.call_tool("check_labels", {
                "component": "tabs", "labels": ["Reviews", "Photos", "Shipping"], "variant": "fixed",
                "translations": {"de": ["Bewertungen", "Fotos", "Versand"]}})
            component = await session.call_tool("get_component", {"component": "tab-bar"})
            resources = await session.list_resources()
            return tools, listed, check, component, resources


def test_a_real_mcp_client_gets_the_design_systems_answers():
    tools, listed, check, component, resources = asyncio.run(session_answers())
    assert [tool.name for tool in tools.tools] == ["list_components", "get_component", "layout", "check_labels", "search", "get_page"]
    names = [c["name"] for c in listed.structured_content["components"]]
    assert names == ["segmented-control", "tab-bar", "tabs"]
    assert not check.is_error
    findings = check.structured_content["findings"]
    assert any(f["rule"] == "tabs.fixed.truncates" and "[de]" in f["message"] and "Bewertungen" in f["message"] for f in findings), findings
    assert check.structured_content["advice"].startswith("Use scroll tabs")
    assert {t["platform"] for t in check.structured_content["thresholds"]} == {"web", "android"}, "the tabs spec ships on the web and Android"
    tab_bar = component.structured_content
    assert tab_bar["summary"]["platforms"] == ["ios", "android"]
    assert any(t["locale"] == "de" for t in tab_bar["thresholds"])
    assert any(r.uri.unicode_string() == "handbook://components/tabs" if hasattr(r.uri, "unicode_string") else str(r.uri) == "handbook://components/tabs"
               for r in resources.resources)
