$a = @(END:epp)
<%= $x %>
END
