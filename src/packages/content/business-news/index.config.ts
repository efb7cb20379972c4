export default definePageConfig({
  navigationBarTitleText: '企业资讯',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
