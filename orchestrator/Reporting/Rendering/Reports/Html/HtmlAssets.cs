namespace JsonMatrix.Orchestrator.Reporting.Rendering.Reports.Html;

/// <summary>The report's inline style and script: the file opens offline, with nothing fetched.</summary>
public static class HtmlAssets
{
    public const string Style = """
        body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0 auto;max-width:1200px;padding:0 16px 48px;color:#1b1b1b}
        h1{margin-top:24px}h2{margin-top:40px;border-bottom:1px solid #ddd;padding-bottom:4px}h3{margin:28px 0 8px;font-size:15px}
        table{border-collapse:collapse;margin:8px 0 16px;display:block;max-width:100%;overflow-x:auto}th,td{border:1px solid #ddd;padding:3px 8px;vertical-align:top}
        th{background:#f4f4f4;text-align:left}td.num{text-align:right;white-space:nowrap}
        td.missing{color:#a33;text-align:center}td.not-asked{color:#999;text-align:center}small{color:#666}td.noisy{background:#fff6e0}span.noisy{color:#a60;font-size:11px;cursor:help}
        .chart{display:block;max-width:100%;height:auto}.chart .grid{stroke:#e6e6e6}.chart .one{stroke:#888;stroke-dasharray:4 3}
        .chart text{font-size:10px;fill:#444}.chart .missing{fill:#a33;font-size:11px}
        .legend span{margin-right:14px;white-space:nowrap}.legend i{display:inline-block;width:10px;height:10px;margin-right:4px}
        .legend i.whisker{width:7px;background:linear-gradient(#333,#333) center/1px 100% no-repeat;border-top:1px solid #333;border-bottom:1px solid #333;box-sizing:border-box}
        .legend i.hatched{background:repeating-linear-gradient(45deg,#666 0 1.5px,#fff 1.5px 4px);outline:1px solid #666}.legend i.hollow{border:1.5px solid #666;border-radius:50%;box-sizing:border-box}
        .filters{position:sticky;top:0;background:#fff;padding:8px 0;border-bottom:1px solid #eee}.filters select{margin-right:12px}
        details pre{background:#f7f7f7;padding:8px;overflow:auto;max-height:320px}
        """;

    /// <summary>Shows only the scenarios whose payload, operation, escaping and lifetime match the selects.</summary>
    public const string Script = """
        (function(){
          var selects=document.querySelectorAll('.filters select');
          function apply(){
            var wanted={};selects.forEach(function(s){wanted[s.name]=s.value;});
            document.querySelectorAll('section.scenario').forEach(function(sec){
              var show=Object.keys(wanted).every(function(k){return !wanted[k]||sec.dataset[k]===wanted[k];});
              sec.hidden=!show;
            });
          }
          selects.forEach(function(s){s.addEventListener('change',apply);});
        })();
        """;
}
