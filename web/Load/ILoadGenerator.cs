namespace JsonMatrix.Web.Load;

/// <summary>Generates the load of one window and reports what it counted (wrk in a cell; fakes in tests).</summary>
public interface ILoadGenerator
{
    /// <summary>Name and version, such as "wrk debian/4.1.0-3+b2"; null when the generator is not installed.</summary>
    string? Version();

    /// <exception cref="LoadGeneratorException">It could not run, failed, or printed no summary.</exception>
    WrkSummary Run(LoadRequest request);
}
