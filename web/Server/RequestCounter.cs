using System.Threading;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Http;

namespace JsonMatrix.Web.Server;

/// <summary>The server's own count of the requests it finished and of those not answered 2xx: the divisor of
/// allocated bytes per request, and a check on the load generator's error count. A request the client abandoned
/// (wrk closes its connections when a window ends, some in the middle of a POST body) is served but not an error:
/// no client ever saw its answer.</summary>
public sealed class RequestCounter
{
    private long _completed;
    private long _non2xx;

    public long Completed => Interlocked.Read(ref _completed);

    public long Non2xx => Interlocked.Read(ref _non2xx);

    public async Task Count(HttpContext context, RequestDelegate next)
    {
        var threw = true;
        try
        {
            await next(context);
            threw = false;
        }
        finally
        {
            Interlocked.Increment(ref _completed);
            if (!context.RequestAborted.IsCancellationRequested && (threw || context.Response.StatusCode is < 200 or > 299))
            {
                Interlocked.Increment(ref _non2xx);
            }
        }
    }
}
